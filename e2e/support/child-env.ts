/**
 * The environment for a child process that must run as it would outside the tests: without the
 * markers the test runner sets on itself (VITEST*, NODE_ENV=test, which would, for instance, make
 * `vite build` produce React's development build).
 */
export function plainEnv(overrides: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key];
  delete env.NODE_ENV;
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}
