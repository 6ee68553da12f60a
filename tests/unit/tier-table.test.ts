/**
 * docs/architecture.md's tier table ("Services in tiers") is the rendering of SERVICE_TIERS in
 * eslint/service-tiers.js, the list the lint fences read
 * (docs/decisions/233-tier-table-generated-from-the-lint-configuration.md): when a folder is added or
 * moved there, this fails until `npm run docs:tiers` rewrites the table.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderTierTable, SERVICE_TIERS, TIER_TABLE_END, TIER_TABLE_START, withTierTable } from '../../eslint/service-tiers.js';

const doc = fs.readFileSync('docs/architecture.md', 'utf8');

describe("docs/architecture.md's tier table", () => {
  it('is the rendering of SERVICE_TIERS (run `npm run docs:tiers` when it is not)', () => {
    expect(withTierTable(doc)).toBe(doc);
  });

  it('lists every folder of every tier, highest tier first', () => {
    const table = renderTierTable();
    for (const [tier, folders] of SERVICE_TIERS) {
      expect(table).toContain(`| ${tier} |`);
      for (const folder of folders) expect(table).toContain(`\`${folder}\``);
    }
    expect(table.indexOf('| flows |')).toBeLessThan(table.indexOf('| engines |'));
  });

  it('is caught when the table or the tiers change (probe)', () => {
    const edited = doc.replace('| flows |', '| flow |');
    expect(edited).not.toBe(doc);
    expect(withTierTable(edited)).not.toBe(edited);
    const moved = SERVICE_TIERS.map(
      ([tier, folders, role]) => [tier, tier === 'flows' ? [...folders, 'autopilot'] : folders, role] as const,
    );
    expect(withTierTable(doc, moved)).not.toBe(doc);
    expect(() => withTierTable(doc.replace(TIER_TABLE_END, ''))).toThrow(TIER_TABLE_START);
  });
});
