/**
 * `npm run docs:tiers`: rewrites docs/architecture.md's tier table (between `<!-- tiers:start … -->`
 * and `<!-- tiers:end -->`) from SERVICE_TIERS in eslint/service-tiers.js, the list the lint fences
 * read (docs/decisions/233-tier-table-generated-from-the-lint-configuration.md). Run it after adding,
 * renaming or moving a folder of src/server/services; tests/unit/tier-table.test.ts fails until then.
 */
import fs from 'node:fs';
import path from 'node:path';
import { withTierTable } from '../eslint/service-tiers.js';

const file = path.join(import.meta.dirname, '../docs/architecture.md');
const before = fs.readFileSync(file, 'utf8');
const after = withTierTable(before);
if (after === before) console.info('docs/architecture.md: the tier table is current');
else {
  fs.writeFileSync(file, after);
  console.info('docs/architecture.md: tier table rewritten from eslint/service-tiers.js');
}
