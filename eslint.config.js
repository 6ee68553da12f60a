// ESLint: typescript-eslint, React hooks, Drizzle's where-guards, and the import fences of
// STYLE.md ("shared imports only zod; geometry imports none of ours; server and client import
// shared and geometry, never each other").
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import drizzle from 'eslint-plugin-drizzle';
import globals from 'globals';

// Regular expressions, not gitignore globs: in a glob a leading '#' starts a comment, so
// '#server/*' matched nothing and every fence let everything through (issue 15).
const fence = (regexes, message) => ({
  'no-restricted-imports': ['error', { patterns: regexes.map((regex) => ({ regex, message })) }],
});
const ROOM = (name) => [`^#${name}/`, `(^|/)${name}/`];

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
      ...fence(
        [...ROOM('server'), '^fastify', '^@fastify/', '^drizzle-orm', '^pg$', '^node:'],
        'The client may import only shared and geometry code.',
      ),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      ...fence([...ROOM('client'), '^react', '^@radix-ui/', '^radix-ui'], 'The server never imports client code.'),
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: fence(
      [...ROOM('server'), ...ROOM('client'), ...ROOM('geometry'), '^(?!zod($|/)|\\.{1,2}/|#shared/)'],
      'src/shared runs in the browser and in Node and imports only zod.',
    ),
  },
  {
    files: ['src/shared/**/*.test.ts'],
    rules: fence(
      [...ROOM('server'), ...ROOM('client'), ...ROOM('geometry')],
      'src/shared runs in the browser and in Node and imports only zod.',
    ),
  },
  {
    files: ['src/geometry/**/*.ts'],
    ignores: ['src/geometry/**/*.test.ts'],
    rules: fence(['^#', ...ROOM('shared'), ...ROOM('server'), ...ROOM('client')], 'src/geometry imports nothing else of ours.'),
  },
);
