// ESLint: typescript-eslint, React hooks, Drizzle's where-guards, and the import fences of
// docs/architecture.md ("shared imports only zod; geometry imports none of ours but the script table;
// server and client import shared and geometry, never each other").
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import drizzle from 'eslint-plugin-drizzle';
import globals from 'globals';
import { SERVICE_TIERS } from './eslint/service-tiers.js';

// Regular expressions, not gitignore globs: in a glob a leading '#' starts a comment, so
// '#server/*' matched nothing and every fence let everything through.
const ROOM = (name) => [`^#${name}/`, `(^|/)${name}/`];
const fence = (regexes, message, ...more) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [[regexes, message], ...more].flatMap(([list, text]) => list.map((regex) => ({ regex, message: text }))) },
  ],
});
// The server's fence; repeated by the services' tier fences, since a later no-restricted-imports replaces an earlier one.
const SERVER_FENCE = [[...ROOM('client'), '^react', '^@radix-ui/', '^radix-ui'], 'The server never imports client code.'];

// The demo data seeder sits above the services it calls (docs/architecture.md "Floors", docs/decisions/228):
// nothing below it, in services/ or db/, imports it.
const SEEDER_FENCE = [['(^|/)demo-seed/'], 'services/ and db/ never import the demo seeder, which sits above them (docs/decisions/228).'];
// The client's fence; repeated by the floors of the client below, since a later no-restricted-imports replaces an earlier one.
const CLIENT_FENCE = [
  [...ROOM('server'), '^fastify', '^@fastify/', '^drizzle-orm', '^pg$', '^node:'],
  'The client may import only shared and geometry code.',
];

// Each tier of eslint/service-tiers.js (docs/architecture.md "Services in tiers") is fenced from the tiers above it.
// A folder of services reached from inside services (`../orders/…`) or through the alias or a longer path.
const SERVICE_FOLDERS = (names) => [`^(\\.\\./)+(${names.join('|')})/`, `(^|/)services/(${names.join('|')})/`];
const serviceTierFences = SERVICE_TIERS.slice(0, -1).map(([tier, folders], i) => {
  const above = SERVICE_TIERS.slice(i + 1);
  return {
    files: [`src/server/services/{${folders.join(',')}}/**/*.ts`],
    ignores: ['src/server/services/**/*.test.ts'],
    rules: fence(
      SERVICE_FOLDERS(above.flatMap(([, names]) => names)),
      `services/ ${tier} import only ${SERVICE_TIERS.slice(0, i + 1)
        .map(([name]) => name)
        .join(' and ')}, never ${above.map(([name]) => name).join(' or ')} (docs/architecture.md "Services in tiers").`,
      SERVER_FENCE,
      SEEDER_FENCE,
    ),
  };
});

// src never imports tests/; one no-restricted-syntax list per file, since a later one replaces an earlier one.
const NO_TESTS_IMPORTS = ['ImportDeclaration', 'ImportExpression', 'ExportNamedDeclaration', 'ExportAllDeclaration'].map((node) => ({
  selector: `${node}[source.value=/^#tests\\/|(^|\\/)tests\\//]`,
  message: 'src never imports tests/ (test helpers and factories live there).',
}));
// Paise become rupees and rupees paise only in src/shared/money.ts (docs/product.md#money,
// docs/decisions/226-money-conversions-only-in-shared-money.md): `totalPaise / 100`, `order.amountPaise / 100`
// and `priceRupees * 100` (either order) are refused elsewhere.
const MONEY_MESSAGE =
  'Convert paise and rupees with src/shared/money.ts (paiseToRupees, paiseToDecimal, decimalToPaise, ...), not by hand.';
const NO_MONEY_BY_HAND = [
  ['/', 'left', /Paise$/],
  ['*', 'left', /Rupees$/],
  ['*', 'right', /Rupees$/],
].flatMap(([operator, side, suffix]) => {
  const other = side === 'left' ? 'right' : 'left';
  return [`${side}.name`, `${side}.property.name`].map((name) => ({
    selector: `BinaryExpression[operator='${operator}'][${other}.value=100][${name}=${suffix}]`,
    message: MONEY_MESSAGE,
  }));
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'data/**', 'drizzle/**', 'bench/results/**'] },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': ['error', { allow: ['warn', 'error', 'info', 'table', 'log'] }],
      eqeqeq: ['error', 'smart'],
      // Promises: none dropped, none passed where a void callback is expected. `void` only
      // marks a deliberate fire-and-forget whose function reports its own errors.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Off: Fastify plugins and hooks are async by contract (an async function without
      // await is how a plugin says it needs no `done`), and test doubles stand in for async APIs.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read Fastify's inject().json() and driver rows, which are `any` by design; the
    // assertions on them are the check. Every other type-aware rule stays on in tests.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // Plain JavaScript (worker bootstrap, configs) is outside tsconfig: no type information.
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  {
    // Test helpers and factories live in tests/; the product never imports them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...NO_TESTS_IMPORTS, ...NO_MONEY_BY_HAND] },
  },
  // The money helpers themselves (docs/decisions/226-money-conversions-only-in-shared-money.md).
  { files: ['src/shared/money.ts'], rules: { 'no-restricted-syntax': ['error', ...NO_TESTS_IMPORTS] } },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...fence(...CLIENT_FENCE),
    },
  },
  {
    // The client's ground floor: plain helpers every page uses import no other folder of the client
    // (docs/architecture.md "Floors", docs/decisions/229).
    files: ['src/client/lib/**/*.{ts,tsx}'],
    rules: fence(
      ['^#client/(?!lib/)', '^\\.\\./(?!lib/)', '(^|/)client/(?!lib/)'],
      'src/client/lib is the ground floor: it imports nothing else of the client (docs/decisions/229).',
      CLIENT_FENCE,
    ),
  },
  {
    // The payment gateway is shared by the shop's checkout and the dealers' credit purchases:
    // it imports none of the pages that use it (docs/decisions/229).
    files: ['src/client/payments/**/*.{ts,tsx}'],
    rules: fence(
      ['(^|/)(shop|dealer|admin|account)/'],
      'src/client/payments sits below the shop, dealer, admin and account pages and imports none of them (docs/decisions/229).',
      CLIENT_FENCE,
    ),
  },
  {
    files: ['src/server/**/*.ts'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      ...fence(...SERVER_FENCE),
    },
  },
  {
    // The plugins are built from the composition root's engines, handed in as options: they never
    // import it (docs/architecture.md "Floors", docs/decisions/229).
    files: ['src/server/plugins/**/*.ts'],
    ignores: ['src/server/plugins/**/*.test.ts'],
    rules: fence(
      ['(^|/)composition-root(\\.[jt]s)?$'],
      'src/server/plugins never import the composition root: it hands them their engines (docs/decisions/229).',
      SERVER_FENCE,
    ),
  },
  {
    // lib/ is the server's ground floor beside env and config: it serves every room above and imports none
    // of them (docs/architecture.md "Floors", docs/decisions/229).
    files: ['src/server/lib/**/*.ts'],
    ignores: ['src/server/lib/**/*.test.ts'],
    rules: fence(
      ['(^|/)(services|routes|plugins|demo-seed|db)/', '(^|/)(app|composition-root|main)(\\.[jt]s)?$', '^#server/(services|routes|plugins|demo-seed|db)/'],
      'src/server/lib is the ground floor: it imports no service, route, plugin, database module or the app (docs/decisions/229).',
      SERVER_FENCE,
    ),
  },
  {
    files: ['src/server/{services,db}/**/*.ts'],
    ignores: ['src/server/{services,db}/**/*.test.ts'],
    rules: fence(...SERVER_FENCE, SEEDER_FENCE),
  },
  // After the server's block and the one above, whose fences each tier fence repeats.
  ...serviceTierFences,
  {
    // No source file over 300 lines, counted as `wc -l` counts them (docs/decisions/230): a longer
    // one is split by meaning. Tests are exempt: a suite reads best whole.
    files: ['src/**/*.{ts,tsx,js,mjs}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: fence(
      // unicode-segmenter: the one pinned grapheme segmenter both sides count letters with (docs/decisions/045).
      [...ROOM('server'), ...ROOM('client'), ...ROOM('geometry'), '^(?!(zod|unicode-segmenter)($|/)|\\.{1,2}/|#shared/)'],
      'src/shared runs in the browser and in Node and imports only zod and unicode-segmenter.',
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
    // The one table of the shop's scripts, read by the text rules and by the engine: it imports nothing
    // (docs/decisions/097-one-script-table.md).
    files: ['src/shared/keychain-scripts.ts'],
    rules: fence(['.'], 'src/shared/keychain-scripts.ts is read by the geometry engine and imports nothing.'),
  },
  {
    files: ['src/geometry/**/*.ts'],
    ignores: ['src/geometry/**/*.test.ts'],
    rules: fence(
      ['^#(?!shared/keychain-scripts$)', '(^|/)shared/(?!keychain-scripts(\\.js)?$)', ...ROOM('server'), ...ROOM('client')],
      'src/geometry imports nothing else of ours but the script table (#shared/keychain-scripts).',
    ),
  },
);
