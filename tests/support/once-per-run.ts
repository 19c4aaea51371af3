/**
 * What several projects' global setups need built once per run (a seeded template database). They
 * all run in vitest's main process, but each project loads its own copy of this module, so the
 * builds are kept on globalThis.
 */
const RUN_KEY = Symbol.for('backoffice-panel.test-run-builds');

export function oncePerRun<T>(name: string, build: () => Promise<T>): Promise<T> {
  const holder = globalThis as { [RUN_KEY]?: Map<string, Promise<unknown>> };
  const builds = (holder[RUN_KEY] ??= new Map());
  if (!builds.has(name)) builds.set(name, build());
  return builds.get(name) as Promise<T>;
}
