/**
 * Writes `.br` and `.gz` beside every compressible file of the client build, so
 * @fastify/static (`preCompressed`) sends them without compressing per request.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../dist/client');
const COMPRESSIBLE = /\.(js|mjs|css|html|wasm|json|svg|txt|map|ttf|otf)$/;

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // .vite (the manifest) and .prerendered (fragments the server inlines) are never served as files.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* files(full);
    } else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let before = 0;
let brotli = 0;
for (const file of files(root)) {
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  const br = zlib.brotliCompressSync(data, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  const gz = zlib.gzipSync(data, { level: 9 });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gz);
  before += data.length;
  brotli += br.length;
}
console.log(`precompressed ${(before / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB brotli`);
