import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm test`: every check, each one run even when an earlier one failed so the log shows
// everything, then one summary line `N passed, N failed` and a non-zero exit if anything failed.
// Typecheck and lint run side by side (one core each); their output is printed as each ends.

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

interface Step {
  name: string;
  script: string;
  /** Where vitest writes its JSON report; steps without one count as a single check. */
  report?: string;
  /** Runs beside another step: its output is kept and printed when it ends. */
  beside?: boolean;
}

interface StepResult {
  name: string;
  ok: boolean;
  passed: number;
  failed: number;
  seconds: number;
  note: string;
}

/** The subset of vitest's JSON report (Jest's format) that the summary needs. */
interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; status: string; message?: string; assertionResults: { status: string }[] }[];
}

/** Runs an npm script; with `keepOutput`, what it printed is answered instead of shown as it comes. */
function runNpmScript(script: string, args: string[], keepOutput: boolean): Promise<{ code: number; output: Buffer }> {
  // Under `npm test` npm tells us where it lives; otherwise take the one on PATH.
  const npmCli = process.env.npm_execpath;
  const [command, prefix] = npmCli && existsSync(npmCli) ? [process.execPath, [npmCli]] : ['npm', []];
  const npmArgs = [...prefix, 'run', script, ...(args.length ? ['--', ...args] : [])];
  return new Promise((resolve) => {
    const child = spawn(command, npmArgs, { cwd: repoRoot, stdio: keepOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const kept: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => kept.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => kept.push(chunk));
    child.once('error', (error) => {
      console.error(`[test] could not start npm run ${script}: ${error.message}`);
      resolve({ code: 1, output: Buffer.alloc(0) });
    });
    child.once('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(kept) }));
  });
}

async function readReport(file: string): Promise<JsonReport | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as JsonReport;
  } catch {
    return undefined;
  }
}

async function runStep(step: Step): Promise<StepResult> {
  const heading = `\n===== ${step.name}: npm run ${step.script} =====\n`;
  if (!step.beside) console.log(heading);
  const started = Date.now();
  const args = step.report ? ['--reporter=default', '--reporter=json', `--outputFile.json=${step.report}`] : [];
  const { code: exitCode, output } = await runNpmScript(step.script, args, step.beside === true);
  const seconds = (Date.now() - started) / 1000;
  const ok = exitCode === 0;
  if (step.beside) {
    console.log(heading);
    process.stdout.write(output);
  }

  if (!step.report) return { name: step.name, ok, passed: 0, failed: ok ? 0 : 1, seconds, note: `exit code ${exitCode}` };

  const report = await readReport(step.report);
  if (!report) return { name: step.name, ok: false, passed: 0, failed: 1, seconds, note: `exit code ${exitCode}, no JSON report` };
  // A file that fails to load or whose hook throws has no failing test, yet it failed: count it once.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  let failed = report.numFailedTests + brokenFiles;
  let note = `exit code ${exitCode}`;
  if (!ok && failed === 0) {
    failed = 1; // e.g. an unhandled error, or a teardown that threw
    note += ', failed outside any test';
  }
  return { name: step.name, ok: ok && failed === 0, passed: report.numPassedTests, failed, seconds, note };
}

async function main(): Promise<number> {
  const reports = await mkdtemp(path.join(tmpdir(), 'backoffice-test-reports-'));
  const steps: Step[][] = [
    [
      { name: 'typecheck', script: 'typecheck', beside: true },
      { name: 'lint', script: 'lint', beside: true },
    ],
    // Projects unit, server, web, offline, and server-pg when TEST_DATABASE_URL is set (see vitest.config.ts).
    [{ name: 'vitest', script: 'test:unit', report: path.join(reports, 'vitest.json') }],
    [{ name: 'e2e', script: 'test:e2e', report: path.join(reports, 'e2e.json') }],
  ];
  const results: StepResult[] = [];
  for (const group of steps) results.push(...(await Promise.all(group.map(runStep))));
  await rm(reports, { recursive: true, force: true });

  console.log('\n===== summary =====');
  for (const r of results) {
    const counts = r.name === 'typecheck' || r.name === 'lint' ? '' : `${r.passed} passed, ${r.failed} failed; `;
    console.log(`${r.ok ? 'ok    ' : 'FAILED'} ${r.name.padEnd(10)} ${counts}${r.note}; ${r.seconds.toFixed(1)} s`);
  }
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 && results.every((r) => r.ok) ? 0 : 1;
}

process.exitCode = await main();
