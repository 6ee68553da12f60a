// ESLint: typescript-eslint, React hooks, Drizzle's where-guards, and the import fences of
// STYLE.md ("shared imports only zod; geometry imports none of ours; server and client import
// shared and geometry, never each other").
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import drizzle from 'eslint-plugin-drizzle';
import globals from 'globals';

const fence = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'data/**', 'drizzle/**', 'bench/results/**'] },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': ['error', { allow: ['warn', 'error', 'info', 'table', 'log'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...fence(['#server/*', '**/server/**', 'fastify', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'node:*'], 'The client may import only shared and geometry code.'),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      ...fence(['#client/*', '**/client/**'], 'The server never imports client code.'),
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: fence(
      ['#server/*', '#client/*', '#geometry/*', '**/server/**', '**/client/**', '**/geometry/**', 'react', 'fastify', 'drizzle-orm', 'drizzle-orm/*', 'node:*'],
      'src/shared runs in the browser and in Node and imports only zod.',
    ),
  },
  {
    files: ['src/geometry/**/*.ts'],
    ignores: ['src/geometry/**/*.test.ts'],
    rules: fence(['#shared/*', '#server/*', '#client/*', '**/shared/**', '**/server/**', '**/client/**'], 'src/geometry imports nothing else of ours.'),
  },
);
