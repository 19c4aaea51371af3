import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import directions of DESIGN.md §3 are lint rules; these prove each one fires.
const eslint = new ESLint();

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import-direction lint rules', () => {
  it('keeps src/domain free of our other folders', async () => {
    expect(await problems('src/domain/example.ts', "import { API } from '../lib/api-client.ts';\nexport const x = API;\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/domain imports nothing of ours/),
    ]);
  });

  it('stops lib and components from importing a feature', async () => {
    const found = await problems(
      'src/components/example.tsx',
      "import { LoginPage } from '../features/auth/login-page.tsx';\nexport const x = LoginPage;\n",
    );
    expect(found.some((p) => p.includes('never import a feature'))).toBe(true);
  });

  it('stops one feature importing another', async () => {
    const found = await problems('src/features/dashboard/example.ts', "import { x } from '../auth/index.ts';\nexport const y = x;\n");
    expect(found.some((p) => p.includes('A feature never imports another feature'))).toBe(true);
  });

  it('keeps to zod/mini on both sides', async () => {
    for (const file of ['src/domain/example.ts', 'server/example.ts', 'src/offline/example.ts']) {
      for (const classic of ['zod', 'zod/v4']) {
        const found = await problems(file, `import { z } from "${classic}";\nexport const s = z.string();\n`);
        expect(found.some((p) => p.startsWith('no-restricted-syntax') && p.includes("Import zod from 'zod/mini'"))).toBe(true);
      }
      expect(await problems(file, "import { z } from 'zod/mini';\nexport const s = z.string();\n")).toEqual([]);
    }
  });

  it('keeps Dexie inside src/offline', async () => {
    const found = await problems('src/features/auth/example.ts', "import Dexie from 'dexie';\nexport const d = Dexie;\n");
    expect(found.some((p) => p.startsWith('no-restricted-imports') && p.includes('Only src/offline uses Dexie'))).toBe(true);
  });

  it('keeps the server out of the client tree except src/domain, and the client out of the server', async () => {
    const server = await problems('server/example.ts', "import { x } from '../src/lib/api-client.ts';\nexport const y = x;\n");
    expect(server.some((p) => p.includes('The server imports only src/domain'))).toBe(true);
    const client = await problems('src/lib/example.ts', "import { x } from '../../server/app.ts';\nexport const y = x;\n");
    expect(client.some((p) => p.includes('The client never imports the server'))).toBe(true);
    expect(
      await problems('server/example.ts', "import { APP_VERSION } from '../src/domain/constants.ts';\nexport const v = APP_VERSION;\n"),
    ).toEqual([]);
  });

  it("keeps Kysely in repositories and modules out of each other's tables", async () => {
    const routes = await problems('server/modules/auth/example.routes.ts', "import { sql } from 'kysely';\nexport const q = sql;\n");
    expect(routes.some((p) => p.includes('Only *.repository.ts files and server/db touch Kysely'))).toBe(true);
    const service = await problems(
      'server/modules/auth/example.service.ts',
      "import { findById } from '../users/users.repository.ts';\nexport const f = findById;\n",
    );
    expect(service.some((p) => p.includes('Reach another module through its service'))).toBe(true);
  });

  it('keeps server/db and server/plugins below the modules', async () => {
    for (const file of ['server/db/example.ts', 'server/plugins/example.ts']) {
      const found = await problems(file, "import { findById } from '../modules/users/users.service.ts';\nexport const f = findById;\n");
      expect(found.some((p) => p.includes('never import a module; app.ts passes them what they need'))).toBe(true);
    }
    expect(
      await problems('server/plugins/example.ts', "import { HttpError } from './http-error.ts';\nexport const E = HttpError;\n"),
    ).toEqual([]);
  });

  it('lets the seed reach modules only through their services', async () => {
    const found = await problems(
      'server/seed/example.ts',
      "import { findById } from '../modules/users/users.repository.ts';\nexport const f = findById;\n",
    );
    expect(found.some((p) => p.includes('The seed reaches a module through its service'))).toBe(true);
    expect(
      await problems(
        'server/seed/example.ts',
        "import { findById } from '../modules/users/users.service.ts';\nexport const f = findById;\n",
      ),
    ).toEqual([]);
  });

  it('keeps src/domain free of React, MUI and Node', async () => {
    for (const source of ['react', 'react-dom/client', '@mui/material', 'node:crypto', 'fs']) {
      const found = await problems('src/domain/example.ts', `import * as m from '${source}';\nexport const x = m;\n`);
      expect(found.length, source).toBeGreaterThan(0);
      expect(
        found.every((p) => /no-restricted-imports|no-nodejs-modules/.test(p)),
        found.join('; '),
      ).toBe(true);
    }
  });
});
