// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The feature folders of src/features: each may import only itself (conventions.md). */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layer fences, on resolved paths (so an `@/` alias and a relative path are the same import):
 * conventions.md, "Imports run one way". Paths are relative to this file's folder.
 */
const LAYER_ZONES = [
  // The server's use cases know nothing of HTTP: they throw the shop's errors
  // (src/domain/core/errors.ts), which server/http/errors.ts maps to statuses.
  { target: './server/services', from: './server/http', message: 'Services know nothing of HTTP: throw an error of src/domain/core/errors.ts and map it in server/http/errors.ts.' },
  { target: './server/services', from: './server/jobs', message: 'Services do not start the background jobs: server/index.ts does, and a job calls the services.' },
  { target: './server', from: './src/app', message: 'The server does not import the React app layer (src/app); a contract both sides need lives in src/shared or src/domain.' },
  // The deployed programs: the shop server and the order e-mail function share only src/domain and
  // src/shared (and npm packages); neither imports the browser's data layer nor the other program.
  { target: './server', from: './src/data', message: 'The server does not import the data layer (src/data): a contract both sides need lives in src/shared or src/domain.' },
  { target: './server', from: './functions', message: 'The server does not import the e-mail function: what both send or check lives in src/shared or src/domain.' },
  {
    target: './functions',
    from: ['./server', './src/data', './src/lib', './src/config', './src/features', './src/app', './src/components'],
    message: 'The e-mail function imports only src/domain and src/shared (and npm packages): move what it shares there.',
  },
  {
    target: './src/shared',
    from: './src',
    except: ['./shared'],
    message: 'src/shared is the bottom layer: it imports nothing of the rest of src/.',
  },
  { target: './src', from: './scripts', message: 'The app does not import scripts/: move what both need into src/ (scripts may import src/).' },
  { target: './src/features', from: './src/app', message: 'Features do not import the app layer.' },
  ...['./src/data', './src/components', './src/lib', './src/config'].map((target) => ({
    target,
    from: ['./src/features', './src/app'],
    message: 'Imports run app -> features -> domain/data/components/lib.',
  })),
  {
    target: './src/domain',
    from: ['./src/data', './src/features', './src/app', './src/components'],
    message: 'domain/ is pure TypeScript: it imports nothing of the app.',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: compose them in a route.',
  })),
];

/**
 * No SQL in the background jobs and the auth helpers (conventions.md, "Imports run one way"): their
 * statements live in server/services (a store module per subject) and server/db; a job or an auth
 * helper calls named functions and keeps only its schedule and flow. On resolved paths here (the
 * tables, the raw-statement helpers, the pipelined transaction), by package name in
 * {@link NO_SQL_PACKAGES}. Their tests may read and write rows to check what happened.
 */
const SQL_FREE = ['./server/jobs', './server/auth'];
const NO_SQL_MESSAGE = 'No SQL in server/jobs or server/auth: put the statement in a store module of server/services (or server/db) and call it by name.';
const NO_SQL_ZONES = SQL_FREE.map((target) => ({
  target,
  from: ['./server/db/schema.ts', './server/db/statements.ts', './server/db/pipeline.ts'],
  message: NO_SQL_MESSAGE,
}));

/** `no-restricted-imports` patterns of the fences above, by alias (the zones check resolved paths). */
const NO_DATA_LAYER = { group: ['@/data', '@/data/*'], message: 'The deployed programs do not import the data layer (src/data): use src/domain or src/shared.' };
const NO_SQL_PACKAGES = {
  group: ['drizzle-orm', 'drizzle-orm/*', 'postgres', '@electric-sql/pglite', '@electric-sql/pglite/*'],
  message: NO_SQL_MESSAGE,
};
const NO_HONO = {
  group: ['hono', 'hono/*', '@hono/*'],
  message: 'Services know nothing of HTTP: throw an error of src/domain/core/errors.ts and map it in server/http/errors.ts.',
};

/**
 * `import-x/no-cycle` counting type-only imports too (conventions.md: a cycle of `import type` is a
 * cycle). The rule skips them and has no option to count them: the modules it opens are read by
 * scripts/lint/type-edges-parser.cjs (`import-x/parsers` below), which marks type imports as plain
 * ones, and the linted file's own type imports are handed to the rule as plain ones here.
 */
const noCycleCountingTypes = {
  ...importX.rules['no-cycle'],
  create(context) {
    const visitors = importX.rules['no-cycle'].create(context);
    return {
      ...visitors,
      ImportDeclaration(node) {
        visitors.ImportDeclaration?.({
          ...node,
          importKind: 'value',
          specifiers: node.specifiers.map((specifier) => ({ ...specifier, importKind: 'value' })),
        });
      },
    };
  },
};
const importXCountingTypes = { ...importX, rules: { ...importX.rules, 'no-cycle': noCycleCountingTypes } };

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'dist-browser', 'coverage', 'node_modules', 'playwright-report', 'test-results', 'public', '.lighthouse'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
      'jsx-a11y': jsxA11y,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Import direction (conventions.md): app -> features -> domain/data/components/lib.
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', '@tanstack/*'], message: 'domain/ is pure TypeScript: no React.' },
            { group: ['@/data/*', '@/data', '@/features/*', '@/app/*', '@/components/*'], message: 'domain/ imports nothing of the app.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'localStorage', 'sessionStorage'],
    },
  },
  {
    files: ['src/data/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/config/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*', '@/app/*', '@/app'], message: 'Imports run app -> features -> domain/data/components/lib.' }] },
      ],
    },
  },
  // Features import neither the app layer nor each other: by alias here, by any path in the
  // zones of LAYER_ZONES (import-x/no-restricted-paths, below).
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*', '@/app'], message: 'Features do not import the app layer.' },
            { group: ['@/features/*'], message: 'Features do not import each other: compose them in a route. Use relative imports inside a feature.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/data/adapters/local-storage/**', 'src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'localStorage', message: 'Only data/adapters/local-storage touches localStorage.' }],
      'no-restricted-properties': ['error', { object: 'window', property: 'localStorage', message: 'Only data/adapters/local-storage touches localStorage.' }],
    },
  },
  // The storefront's first load carries no sonner: toasts go through the lazy facade.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/ui/toast.ts', 'src/components/ui/toaster.tsx', 'src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sonner',
              message: 'Show toasts with `toast` from @/components/ui/toast: it loads sonner with the first toast.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/routes/**/*.tsx', 'src/app/layouts/**/*.tsx', 'src/components/ui/**/*.tsx'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    files: ['e2e/**/*.ts', 'scripts/**/*.{ts,js,mjs}', 'functions/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Plain JavaScript has no type check to name an undefined identifier (a call of a function
  // removed in a refactor reached CI's bundle step as a ReferenceError).
  {
    files: ['scripts/**/*.{js,mjs}'],
    rules: { 'no-undef': 'error' },
  },
  // Import fences on resolved paths: no cycle anywhere in the code, and the layer zones
  // above. The TypeScript resolver reads the `@/*` path of tsconfig.app.json/tsconfig.node.json.
  {
    files: ['{src,server,functions,scripts}/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importXCountingTypes },
    settings: {
      // The plugin's TypeScript settings (the extensions and parser to read imported modules
      // with: without them the cycle check never opens a .ts file), with the resolver below.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/external-module-folders': importX.flatConfigs.typescript.settings['import-x/external-module-folders'],
      // The modules the rules open are parsed with their type imports as plain ones (no-cycle, above).
      'import-x/parsers': { [fileURLToPath(new URL('./scripts/lint/type-edges-parser.cjs', import.meta.url))]: ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.app.json', 'tsconfig.node.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: LAYER_ZONES }],
    },
  },
  // The deployed programs import no data layer by alias either; services also no Hono (they know
  // nothing of HTTP); src/shared imports nothing of the rest of src/.
  {
    files: ['server/**/*.ts', 'functions/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_DATA_LAYER] }] },
  },
  {
    files: ['server/services/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_DATA_LAYER, NO_HONO] }] },
  },
  {
    files: SQL_FREE.map((folder) => `${folder.slice(2)}/**/*.ts`),
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_DATA_LAYER, NO_SQL_PACKAGES] }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...LAYER_ZONES, ...NO_SQL_ZONES] }],
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/*', '!@/shared', '!@/shared/*'], message: 'src/shared is the bottom layer: it imports nothing of the rest of src/.' }] },
      ],
    },
  },
);
