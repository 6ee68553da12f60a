/**
 * The room fences of docs/architecture.md hold: each fence rejects a probe import, by
 * alias and by relative path, and lets the allowed imports through. So do the tiers of
 * src/server/services ("Services in tiers"): every folder imports only its own tier and those below.
 * So do the floors (docs/architecture.md "Floors"): nothing under services/ or db/ imports the demo
 * seeder above them, the plugins never import the composition root, the client's lib imports no
 * other client folder and its payments none of the pages that use them. And no source file under
 * src/ is over 300 lines (docs/decisions/230).
 */
import fs from 'node:fs';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { SERVICE_TIERS as TIERS } from '../../eslint/service-tiers.js';

// The probes are not files of the TypeScript project, so they are linted without type
// information; the fences (no-restricted-imports) need none.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });

async function restricted(filePath: string, source: string): Promise<boolean> {
  const [result] = await eslint.lintText(`${source}\nexport const probe = x;\n`, { filePath });
  return (result?.messages ?? []).some((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax');
}

describe('import fences', () => {
  it.each([
    ['src/server/probe.ts', "import x from '#client/router';"],
    ['src/server/probe.ts', "import x from '../client/router';"],
    ['src/client/probe.ts', "import x from '#server/app';"],
    ['src/client/shop/probe.ts', "import x from '../../server/app';"],
    ['src/client/probe.ts', "import x from 'drizzle-orm';"],
    ['src/client/probe.ts', "import x from 'node:fs';"],
    ['src/shared/probe.ts', "import x from '#server/app';"],
    ['src/shared/probe.ts', "import x from '#geometry/index';"],
    ['src/shared/schemas/probe.ts', "import x from '../../client/router';"],
    ['src/shared/probe.ts', "import x from 'react';"],
    ['src/shared/probe.ts', "import x from 'node:crypto';"],
    ['src/geometry/probe.ts', "import x from '#shared/pricing';"],
    ['src/geometry/probe.ts', "import x from '../shared/pricing';"],
    ['src/geometry/probe.ts', "import x from '../server/app';"],
    ['src/geometry/probe.ts', "import x from '#shared/keychain-text';"],
    ['src/geometry/probe.ts', "import x from '../shared/keychain-text.js';"],
    ['src/geometry/probe.ts', "import x from '#shared/keychain-scripts-extra';"],
    ['src/shared/keychain-scripts.ts', "import x from 'zod';"],
    ['src/shared/keychain-scripts.ts', "import x from './money';"],
    ['src/server/probe.ts', "import x from '#tests/support/admin';"],
    ['src/server/routes/probe.ts', "import x from '../../../tests/support/admin';"],
    ['src/client/probe.ts', "import x from '#tests/support/admin';"],
    ['src/shared/probe.ts', "const x = await import('#tests/support/admin');"],
  ])('%s refuses %s', async (file, source) => {
    expect(await restricted(file, source)).toBe(true);
  });

  it.each([
    ['src/server/probe.ts', "import x from '#shared/pricing';"],
    ['src/server/probe.ts', "import x from '#geometry/index';"],
    ['src/client/probe.ts', "import x from '#shared/pricing';"],
    ['src/client/probe.ts', "import x from '#geometry/index';"],
    ['src/shared/probe.ts', "import x from 'zod';"],
    ['src/shared/probe.ts', "import { countGraphemes } from 'unicode-segmenter/grapheme';"],
    ['src/shared/schemas/probe.ts', "import x from '../free-text';"],
    ['src/geometry/probe.ts', "import x from 'manifold-3d';"],
    ['src/geometry/probe.ts', "import x from './font';"],
    ['src/geometry/probe.ts', "import x from '#shared/keychain-scripts';"],
    ['src/geometry/probe.ts', "import x from '../shared/keychain-scripts.js';"],
    ['src/server/routes/probe.test.ts', "import x from '#tests/support/admin';"],
  ])('%s allows %s', async (file, source) => {
    expect(await restricted(file, source)).toBe(false);
  });
});

/** The folders of each tier of docs/architecture.md "Services in tiers", lowest first (docs/decisions/119), as eslint.config.js reads them. */
const SERVICE_TIERS: readonly (readonly string[])[] = TIERS.map(([, folders]) => folders);
const tierOf = (folder: string): number => SERVICE_TIERS.findIndex((folders) => folders.includes(folder));

describe('service tiers', () => {
  const folders = fs
    .readdirSync('src/server/services', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('every folder of src/server/services stands in exactly one tier', () => {
    expect([...folders].sort()).toEqual(SERVICE_TIERS.flat().sort());
  });

  it.each(SERVICE_TIERS.flat())('services/%s imports the folders of its tier and below, never above', async (from) => {
    const verdicts = await Promise.all(
      folders
        .filter((to) => to !== from)
        .map(async (to) => ({
          to,
          refused: await restricted(`src/server/services/${from}/probe.ts`, `import x from '../${to}/probe-target';`),
          byAlias: await restricted(`src/server/services/${from}/probe.ts`, `import x from '#server/services/${to}/probe-target';`),
        })),
    );
    const wrong = verdicts.filter(({ to, refused, byAlias }) => refused !== tierOf(to) > tierOf(from) || byAlias !== refused);
    expect(wrong).toEqual([]);
    // The probe can fail at all: every folder below the top refuses something.
    if (tierOf(from) < SERVICE_TIERS.length - 1) expect(verdicts.some((v) => v.refused)).toBe(true);
  });

  it.each([
    ['src/server/services/stl/probe.ts', "import x from '#client/router';"],
    ['src/server/services/orders/probe.ts', "import x from 'react';"],
    ['src/server/services/stl/blender/probe.ts', "import x from '../../orders/place-order';"],
    ['src/server/routes/admin/probe.ts', "import x from '#client/router';"],
  ])('%s still refuses %s', async (file, source) => {
    expect(await restricted(file, source)).toBe(true);
  });

  it.each([
    ['src/server/services/email/probe.test.ts', "import x from '../jobs/deliver-outbox';"],
    ['src/server/routes/admin/probe.ts', "import x from '../../services/payments/payable';"],
    ['src/server/services/orders/probe.ts', "import x from '../../db/schema/payments';"],
  ])('%s allows %s', async (file, source) => {
    expect(await restricted(file, source)).toBe(false);
  });
});

/** The messages of the money rule (docs/decisions/226-money-conversions-only-in-shared-money.md) for `source` at `filePath`. */
async function moneyByHand(filePath: string, source: string): Promise<number> {
  const [result] = await eslint.lintText(`${source}\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax' && m.message.includes('src/shared/money.ts')).length;
}

describe('money conversions only in src/shared/money.ts', () => {
  it.each([
    ['src/client/x.ts', 'export const a = (totalPaise: number) => totalPaise / 100;'],
    ['src/client/admin/dashboard/x.tsx', 'export const a = (d: { salesPaise: number }) => d.salesPaise / 100;'],
    ['src/server/services/orders/x.ts', 'export const a = (priceRupees: number) => priceRupees * 100;'],
    ['src/shared/x.ts', 'export const a = (o: { feeRupees: number }) => 100 * o.feeRupees;'],
  ])('%s refuses %s', async (file, source) => {
    expect(await moneyByHand(file, source)).toBe(1);
  });

  it.each([
    ['src/shared/money.ts', 'export const a = (totalPaise: number) => totalPaise / 100;'],
    ['src/client/x.test.ts', 'export const a = (totalPaise: number) => totalPaise / 100;'],
    ['src/client/x.ts', 'export const a = (totalPaise: number) => totalPaise % 100;'],
    ['src/client/x.ts', 'export const a = (progress: number) => progress * 100;'],
  ])('%s allows %s', async (file, source) => {
    expect(await moneyByHand(file, source)).toBe(0);
  });

  it('still refuses a tests/ import in src/shared/money.ts', async () => {
    expect(await restricted('src/shared/money.ts', "import x from '#tests/support/admin';")).toBe(true);
  });
});

describe('floors', () => {
  it.each([
    ['src/server/services/settings/probe.ts', "import x from '../../demo-seed/seed-demo';"],
    ['src/server/services/invoices/probe.ts', "import x from '../../demo-seed/documents';"],
    ['src/server/services/payments/probe.ts', "import x from '#server/demo-seed/seed-demo';"],
    ['src/server/db/probe.ts', "import x from '../demo-seed/seed-demo';"],
    ['src/server/db/schema/probe.ts', "import x from '#server/demo-seed/generate';"],
    ['src/server/plugins/probe.ts', "import type { Services } from '../composition-root';"],
    ['src/server/plugins/probe.ts', "import x from '#server/composition-root';"],
    ['src/client/lib/probe.ts', "import x from '../api/fetch';"],
    ['src/client/lib/probe.ts', "import x from '#client/shop/checkout/checkout-page';"],
    ['src/client/payments/probe.ts', "import x from '../shop/checkout/payment-flow';"],
    ['src/client/payments/probe.ts', "import x from '#client/dealer/credit-payment-flow';"],
    // Each floor's fence still holds its room's.
    ['src/server/db/probe.ts', "import x from 'react';"],
    ['src/server/plugins/probe.ts', "import x from '#client/router';"],
    ['src/client/lib/probe.ts', "import x from '#server/app';"],
    ['src/client/payments/probe.ts', "import x from 'node:fs';"],
    ['src/server/lib/probe.ts', "import type { ProofPng } from '../services/stl/render-proof-png';"],
    ['src/server/lib/file-store/probe.ts', "import { buildApp } from '../../app';"],
    ['src/server/lib/probe.ts', "import x from '#server/routes/proof-reply';"],
    ['src/server/lib/probe.ts', "import x from 'react';"],
  ])('%s refuses %s', async (file, source) => {
    expect(await restricted(file, source)).toBe(true);
  });

  it.each([
    ['src/server/demo-seed/probe.ts', "import x from '../services/invoices/issue-tax-document';"],
    ['src/server/plugins/probe.ts', "import type { Clock } from '../lib/clock';"],
    ['src/server/services/admin/probe.ts', "import type { Clock } from '../../lib/clock';"],
    ['src/client/lib/probe.ts', "import x from './utils';"],
    ['src/server/lib/probe.ts', "import { loadConfig } from '../env';"],
    ['src/server/lib/file-store/probe.ts', "import { AppError } from '../app-error';"],
    ['src/client/payments/probe.ts', "import x from './payment-flow';"],
    ['src/client/shop/checkout/probe.ts', "import x from '../../payments/use-gateway';"],
    ['src/client/shop/checkout/probe.ts', "import x from '../../lib/utils';"],
  ])('%s allows %s', async (file, source) => {
    expect(await restricted(file, source)).toBe(false);
  });
});

describe('no source file over 300 lines', () => {
  /** A file of `count` lines as `wc -l` counts them (each ends with a newline). */
  const linesOf = (count: number) => Array.from({ length: count }, (_, i) => `export const line${i} = ${i};\n`).join('');
  async function tooLong(filePath: string, source: string): Promise<boolean> {
    const [result] = await eslint.lintText(source, { filePath });
    return (result?.messages ?? []).some((m) => m.ruleId === 'max-lines');
  }

  it.each(['src/server/probe.ts', 'src/client/admin/probe.tsx', 'src/shared/probe.ts', 'src/geometry/probe.ts'])(
    '%s of 301 lines is refused, of 300 let through',
    async (file) => {
      expect(await tooLong(file, linesOf(301))).toBe(true);
      expect(await tooLong(file, linesOf(300))).toBe(false);
    },
  );

  it('tests may be longer', async () => {
    expect(await tooLong('src/server/probe.test.ts', linesOf(400))).toBe(false);
  });
});
