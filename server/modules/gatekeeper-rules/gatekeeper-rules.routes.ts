import { finished } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { RULE_SETS, type RuleSetName } from '../../../src/domain/gatekeeper/constants.ts';
import { GATEKEEPER_PATHS } from '../../../src/domain/gatekeeper/contracts.ts';
import { GATEKEEPER_MESSAGES } from '../../../src/domain/gatekeeper/messages.ts';
import {
  RULE_CSV_BODY_RULE,
  RULE_UPLOAD_MAX_BYTES,
  ruleItemsQuerySchema,
  ruleSetSchema,
  ruleSetsReplySchema,
  ruleUploadQuerySchema,
  ruleUploadReplySchema,
} from '../../../src/domain/gatekeeper/rules/contracts.ts';
import { describeCsvErrors, serialiseRuleCsv } from '../../../src/domain/gatekeeper/rules/csv.ts';
import { sampleCsv } from '../../../src/domain/gatekeeper/rules/samples.ts';
import { R } from '../../../src/domain/gatekeeper/rules/words.ts';
import type { Msg } from '../../../src/domain/words/words.ts';
import { authOf, type Access } from '../../plugins/access.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { say } from '../../plugins/words.ts';
import { actorOf } from '../../shared/actor.ts';
import { csvFileReply, csvReply } from '../../shared/file-reply.ts';
import * as rules from './gatekeeper-rules.service.ts';
import { readRuleUpload } from './parse-rule-upload.ts';

const tag = ['gatekeeper-rules'];
const read: Access = { page: '/apps/gatekeeper-rules', level: 'L1' };
const write: Access = { page: '/apps/gatekeeper-rules', level: 'L2' };
const fileParams = z.object({ file: z.string().check(z.maxLength(120)) });
/** Text replies carry no envelope: only their error codes have a schema. */
const textReplies = (codes: number[]) => Object.fromEntries(Object.entries(replies(z.null(), codes)).filter(([code]) => code !== '200'));

/** '{set}.csv' → the set, or null. */
function setOfFile(file: string): RuleSetName | null {
  const title = file.endsWith('.csv') ? file.slice(0, -4) : null;
  return title !== null && (RULE_SETS as readonly string[]).includes(title) ? (title as RuleSetName) : null;
}

/** Gate Keeper Rules (spec 002 /apps/gatekeeper-rules, §7 "Rules", §9). */
export default async function gatekeeperRulesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** Whose large request this is, for the bound on heavy work per user. */
  const userOf = (request: FastifyRequest) => String(authOf(request).userId);
  // The rule file arrives as the raw body (the project has no multipart parser); only this plugin's routes take it.
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: RULE_UPLOAD_MAX_BYTES }, (_request, body, done) => done(null, body));

  r.get(GATEKEEPER_PATHS.ruleSets, {
    config: { access: read },
    schema: {
      tags: tag,
      summary: 'Each rule set: row count and last upload; the rules version',
      response: replies(ruleSetsReplySchema, [401, 403]),
    },
    handler: async () => ok({ sets: await rules.ruleSets(app.db), rulesVersion: await rules.rulesVersion(app.db) }),
  });

  /** GET '{set}.csv' under `path`: one rule set's CSV as a download; 404 for a file that names no set. */
  const setFileRoute = (
    path: string,
    summary: string,
    notFound: (file: string) => Msg,
    body: (set: RuleSetName, request: FastifyRequest, reply: FastifyReply) => unknown,
  ) =>
    r.get(`${path}/:file`, {
      config: { access: read },
      schema: { tags: tag, summary, params: fileParams, response: textReplies([400, 401, 403, 404]) },
      handler: async (request, reply) => {
        const set = setOfFile(request.params.file);
        if (!set) throw new HttpError(404, notFound(request.params.file));
        csvFileReply(reply, `${set}.csv`);
        return body(set, request, reply);
      },
    });

  setFileRoute(
    GATEKEEPER_PATHS.ruleSets,
    "A whole rule set as CSV ('{ruleSet}.csv', Download Current Rules)",
    (file) => R('unknownSet', { file }),
    (set, request, reply) =>
      // Heavy work until the bytes are written, not only while the file is read: its rest counts the sending too.
      app.heavyWork(userOf(request), async () => {
        const file = await rules.ruleSetFile(app.db, set);
        const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
        reply.header('vary', 'accept-encoding');
        if (gzip) reply.header('content-encoding', 'gzip');
        reply.send(gzip ? file.gzip : file.body);
        await finished(reply.raw).catch(() => undefined); // a download the browser dropped is over too
        return reply;
      }),
  );

  r.get(GATEKEEPER_PATHS.ruleItems, {
    config: { access: read },
    schema: {
      tags: tag,
      summary: 'The rules of one identifier as CSV text',
      querystring: ruleItemsQuerySchema,
      response: textReplies([400, 401, 403]),
    },
    handler: async (request, reply) => {
      csvReply(reply);
      return serialiseRuleCsv(await rules.rulesOfIdentifier(app.db, request.query.identifier));
    },
  });

  r.post(`${GATEKEEPER_PATHS.ruleUpload}/:ruleSet`, {
    config: { access: write },
    bodyLimit: RULE_UPLOAD_MAX_BYTES,
    schema: {
      tags: tag,
      summary:
        "Replace a whole rule set from CSV (raw body, Content-Type text/csv, at most 1 MiB); with `?revision=` (the set's revision read), 409 when another upload replaced it since",
      params: z.object({ ruleSet: ruleSetSchema }),
      querystring: ruleUploadQuerySchema,
      body: z.string({ error: RULE_CSV_BODY_RULE }),
      response: replies(ruleUploadReplySchema, [400, 401, 403, 409, 413, 415]),
    },
    handler: async (request) => {
      const { ruleSet } = request.params;
      const basedOn = request.query.revision;
      const by = actorOf(request);
      // A stale upload is refused before its file is read; the upload checks again as it goes live.
      await rules.requireRevision(app.db, ruleSet, basedOn, by);
      const uploaded = await app.heavyWork(userOf(request), async () => {
        const parsed = await readRuleUpload(ruleSet, request.body);
        if ('errors' in parsed) {
          throw new HttpError(
            400,
            describeCsvErrors(parsed.errors, (msg) => say(msg)),
            parsed.errors.map((e) => ({ field: `line ${e.line}`, message: e.message })),
          );
        }
        const replaced = await rules.replaceRuleSet(app.db, ruleSet, parsed.rows, by, parsed, { basedOn });
        return { ...replaced, rowCount: parsed.rows.length };
      });
      return ok({ ruleSet, ...uploaded }, GATEKEEPER_MESSAGES.rulesUploaded);
    },
  });

  // GET answers HEAD too (the drawer checks with HEAD first, spec 002 §7).
  setFileRoute(
    GATEKEEPER_PATHS.sampleFiles,
    "A rule set's sample file ('{title}.csv')",
    (file) => GATEKEEPER_MESSAGES.sampleNotFound(file.replace(/\.csv$/, '')),
    sampleCsv,
  );
}
