/**
 * What saying a reply in the reader's language costs (goal: ≤ 0.2 ms p95 per reply), in process:
 * a refused save of a country with five field problems named by their labels, a 409 with a code
 * in it, and a success message, each made in Arabic, Turkish and English, one at a time. Prints JSON.
 * `node --import tsx bench/server-words.ts`.
 */
import type { FastifyRequest } from 'fastify';
import '../src/domain/zod-config.ts';
import { REFERENCE_MESSAGES } from '../src/domain/reference/messages.ts';
import { referenceWords } from '../src/domain/reference/words.ts';
import { F } from '../src/domain/words/field-messages.ts';
import { errorBody } from '../server/plugins/errors.ts';
import { FIELD_PROBLEMS } from '../server/plugins/http-error.ts';
import { ok } from '../server/plugins/reply.ts';
import { inLanguage, registerCatalogues } from '../server/plugins/words.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 20_000);
registerCatalogues([referenceWords]);

const requestIn = (lng: string) =>
  ({
    id: 'bench',
    headers: { 'accept-language': lng },
    routeOptions: { config: { words: 'reference', labels: 'country' } },
  }) as unknown as FastifyRequest;

const problems = [
  { field: 'countryName', message: F('required') },
  { field: 'countryCode', message: F('atMost', { max: 10 }) },
  { field: 'exchangeRate', message: F('number') },
  { field: 'returnDays', message: F('wholeNumber') },
  { field: 'vatper', message: F('between', { min: 0, max: 100 }) },
];

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 1000) / 1000;

function measure(work: () => unknown) {
  for (let i = 0; i < 2000; i += 1) work();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50Ms: round(quantile(times, 0.5)), p95Ms: round(quantile(times, 0.95)), p99Ms: round(quantile(times, 0.99)) };
}

const results: Record<string, unknown> = {};
for (const lng of ['ar', 'tr', 'en'] as const) {
  const request = requestIn(lng);
  results[lng] = {
    fieldProblems: measure(() => errorBody(request, FIELD_PROBLEMS, problems)),
    conflict: measure(() => errorBody(request, REFERENCE_MESSAGES.duplicateCountryCode('UAE'))),
    success: measure(() => inLanguage(lng, () => ok({ id: 1 }, REFERENCE_MESSAGES.countryUpdated))),
  };
}
console.log(JSON.stringify({ bench: 'server-words', rounds: ROUNDS, goalP95Ms: 0.2, results }, null, 2));
