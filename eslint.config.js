// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

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
  // Features import neither the app layer nor each other, by alias or by relative path.
  ...[
    { files: ['src/features/*/*.{ts,tsx}'], escape: '^\\.\\./(?!\\.\\./)' },
    { files: ['src/features/*/*/*.{ts,tsx}'], escape: '^\\.\\./\\.\\./(?!\\.\\./)' },
    { files: ['src/features/*/*/*/*.{ts,tsx}'], escape: '^\\.\\./\\.\\./\\.\\./(?!\\.\\./)' },
  ].map(({ files, escape }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*', '@/app'], message: 'Features do not import the app layer.' },
            { group: ['@/features/*'], message: 'Features do not import each other: compose them in a route. Use relative imports inside a feature.' },
            { regex: escape, message: 'Features do not import each other (a relative path out of the feature): compose them in a route.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/data/adapters/local-storage/**', 'src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'localStorage', message: 'Only data/adapters/local-storage touches localStorage.' }],
      'no-restricted-properties': ['error', { object: 'window', property: 'localStorage', message: 'Only data/adapters/local-storage touches localStorage.' }],
    },
  },
  // The storefront's first load carries no sonner (issue 11): toasts go through the lazy facade.
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
);
