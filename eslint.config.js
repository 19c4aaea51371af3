// Lint rules, including the import directions of DESIGN.md §3 as real rules.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import prettierOff from 'eslint-config-prettier/flat';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const zones = [
  // domain is pure: nothing of ours, no framework.
  {
    target: './src/domain',
    from: ['./src/app', './src/components', './src/lib', './src/features', './src/offline', './src/sw', './server'],
    message: 'src/domain imports nothing of ours.',
  },
  // lib and components sit below every feature.
  {
    target: ['./src/lib', './src/components'],
    from: ['./src/features', './src/app'],
    message: 'lib and components never import a feature or the app shell.',
  },
  { target: './src/features', from: './src/app', message: 'A feature never imports the app shell; only src/app combines features.' },
  // A feature never imports another feature: what two share moves down into components or lib.
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature; move what they share into components or lib.',
  })),
  // The offline engine is reached only through its entry file.
  {
    target: ['./src/app', './src/components', './src/lib', './src/features', './src/sw'],
    from: './src/offline',
    except: ['./index.ts'],
    message: 'Import the offline engine through src/offline/index.ts.',
  },
  {
    target: './src/sw',
    from: ['./src/app', './src/components', './src/lib', './src/features'],
    message: 'The service worker imports only domain and the React-free offline engine.',
  },
  { target: './server', from: './src', except: ['./domain'], message: 'The server imports only src/domain from the client tree.' },
  // The database layer and the plugins sit below the modules: app.ts hands them what they need.
  {
    target: ['./server/db', './server/plugins'],
    from: './server/modules',
    message: 'server/db and server/plugins never import a module; app.ts passes them what they need.',
  },
  { target: './src', from: './server', message: 'The client never imports the server.' },
];

const kyselyOnlyInRepositories = { name: 'kysely', message: 'Only *.repository.ts files and server/db touch Kysely.' };
const dexieOnlyOffline = { name: 'dexie', message: 'Only src/offline uses Dexie; go through its entry file.' };

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'dev-dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-unresolved': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { paths: [dexieOnlyOffline] }],
      // One zod idiom everywhere: classic zod cannot be tree-shaken, and the client's start chunk would carry all of it.
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportDeclaration[source.value=/^zod(\\/v[34])?$/]', message: "Import zod from 'zod/mini'." },
      ],
    },
  },
  {
    // src/app/device/device-shell.js: a plain script the page runs before the app (no module; the build copies it into the device preload script).
    files: ['src/app/device/device-shell.js'],
    languageOptions: {
      sourceType: 'script',
      globals: Object.fromEntries(
        ['window', 'document', 'location', 'localStorage', 'sessionStorage', 'setTimeout', 'clearTimeout', 'atob', 'performance'].map(
          (name) => [name, 'readonly'],
        ),
      ),
    },
  },
  {
    // kebab-case file and folder names with a role suffix (`states.routes.ts`, `use-state-settings.ts`).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'tests/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      // KEBAB_CASE that may start with a digit (migrations are numbered `0004-campaigns.ts`).
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': '+([a-z0-9])*(-+([a-z0-9]))' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{src,server,tests,e2e,bench,scripts}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/offline/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The start every page shares and the warehouse device screens are drawn without MUI, so a cold
    // start of /apps/gatekeeper loads none of it (docs/decisions.md; e2e/gatekeeper.e2e.ts checks
    // the built scripts). The office panel keeps MUI.
    files: [
      'src/app/boot.tsx',
      'src/app/app-start.tsx',
      'src/app/start-providers.tsx',
      'src/app/theme-variables.ts',
      'src/app/settings/themes.ts',
      'src/app/pages/route-error-page.tsx',
      'src/app/device/**',
      'src/components/splash-screen.tsx',
      'src/components/plain-ui/**',
      'src/features/gatekeeper/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [dexieOnlyOffline],
          patterns: [{ group: ['@mui/*', '@emotion/*'], message: 'Drawn without MUI: use src/components/plain-ui and plain CSS.' }],
        },
      ],
    },
  },
  {
    // On the server, routes call services and only repositories (and the db layer) touch Kysely;
    // a module reaches another module only through that module's service.
    files: ['server/modules/**/*.ts', 'server/plugins/**/*.ts'],
    ignores: ['server/modules/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [kyselyOnlyInRepositories],
          patterns: [{ group: ['**/*.repository.ts', '**/*.repository'], message: "Use the module's service, not its repository." }],
        },
      ],
    },
  },
  {
    files: ['server/modules/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [kyselyOnlyInRepositories],
          patterns: [{ group: ['../*/*.repository.ts', '../*/*.repository'], message: 'Reach another module through its service.' }],
        },
      ],
    },
  },
  {
    // The seed fills modules through their services, as any other caller would.
    files: ['server/seed/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [kyselyOnlyInRepositories],
          patterns: [{ group: ['**/*.repository.ts', '**/*.repository'], message: 'The seed reaches a module through its service.' }],
        },
      ],
    },
  },
  {
    // src/domain runs in the browser, the service worker and the server alike: no UI, no Node.
    files: ['src/domain/**/*.ts'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [dexieOnlyOffline],
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@mui/*', '@emotion/*', 'node:*'],
              message: 'src/domain is pure TypeScript: no React, MUI or Node built-ins.',
            },
          ],
        },
      ],
    },
  },
  // Formatting is Prettier's (`npm run lint` checks it); no lint rule argues with it.
  prettierOff,
);
