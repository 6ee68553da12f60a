/** The batch zip's second step: every keychain built (identical designs once) and its proof drawn (build-print-batch.ts). */
import type { Zippable } from 'fflate';
import type { KeychainDesign } from '#shared/schemas/keychain-design';
import type { Db } from '../../db/client';
import { buildOrderKeychain, type BuiltKeychain, type OrderRow, type PrintBuildSession } from './build-order-print-files';
import { proofSvgToPng } from './render-proof-png';
import type { StlContext } from './stl-context';

/** Builds in flight at once: the pool has two threads; a third keeps one queued so none idles. */
const BUILD_CONCURRENCY = 3;

/** Proof rasterisations in flight at once. */
const PROOF_CONCURRENCY = 4;

/** One keychain of the batch: its order, its position there, and what was built. */
export interface BatchKeychain {
  order: OrderRow;
  design: KeychainDesign;
  k: BuiltKeychain;
}

/** Runs `fn` over `items` with at most `limit` calls in flight; results in input order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * Builds every keychain of `rows` in order through the session (fonts resolved once, identical
 * designs built once). A keychain the engine refuses comes back with `notGenerated`.
 * @throws AppError GATEWAY_UNAVAILABLE when the pool is saturated.
 */
export async function buildBatchKeychains(
  db: Db,
  stl: StlContext,
  session: PrintBuildSession,
  rows: readonly OrderRow[],
): Promise<BatchKeychain[]> {
  const jobs = rows.flatMap((order) => order.keychains.map((design, index) => ({ order, index, design })));
  const built = await mapLimit(jobs, BUILD_CONCURRENCY, (job) => buildOrderKeychain(db, stl, session, job.order, job.index, job.design));
  return jobs.map((job, i) => ({ order: job.order, design: job.design, k: built[i]! }));
}

/** The proofs folder (one PNG per built keychain, rasterised from the SVG its build drew) and each keychain's proof path. */
export async function renderBatchProofs(
  entries: readonly BatchKeychain[],
): Promise<{ proofs: Zippable; proofNames: Map<BuiltKeychain, string> }> {
  const proofNames = new Map<BuiltKeychain, string>();
  const proofs: Zippable = {};
  const pngBySvg = new Map<string, Promise<Buffer>>();
  await mapLimit(
    entries.filter(({ k }) => k.files?.proofSvg),
    PROOF_CONCURRENCY,
    async ({ order, k }) => {
      const svg = k.files!.proofSvg!;
      let png = pngBySvg.get(svg);
      if (!png) pngBySvg.set(svg, (png = proofSvgToPng(svg)));
      const name = `order-${order.id}-${k.baseName}.png`;
      proofs[name] = [new Uint8Array(await png), { level: 0 }];
      proofNames.set(k, `proofs/${name}`);
    },
  );
  return { proofs, proofNames };
}
