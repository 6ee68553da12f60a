// Entry file of the geometry worker threads (docs/decisions/011). Worker threads do not
// inherit tsx's loader from the main thread under Vitest, so this plain-JS file registers tsx
// in the thread and then imports the TypeScript task. Works the same under `npm start`
// (`tsx src/server/main.ts`), `node --import tsx` and Vitest. Piscina awaits the default export.
import { register } from 'tsx/esm/api';

register();
const task = await import('./geometry-worker.ts');

export default task.default;
/** The printability guard's measurement (issue 12), run with piscina's `name: 'assess'`. */
export const assess = task.assess;
/** A proof image's SVG (issue 12), run with piscina's `name: 'proof'`. */
export const proof = task.proof;
/** The engine's HarfBuzz shaping of one text, run with piscina's `name: 'layout'`. */
export const layout = task.layout;
