// The build's freshness stamp (docs/decisions/034-production-start.md). `npm start` rebuilds only
// when the sources changed since the last complete build:
//   node scripts/build-stamp.mjs begin   hash the build's inputs into dist/.build-pending
//   node scripts/build-stamp.mjs end     the build finished: dist/.build-pending becomes dist/.build-stamp
//   node scripts/build-stamp.mjs check   exit 0 when dist/.build-stamp matches the inputs and the
//                                        server bundle and client are there; exit 1 otherwise
// The hash is taken when the build begins, so a file edited during a build makes the next start
// build again. Plain JavaScript, so the check costs one Node start and ~30 ms of hashing.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const PENDING = path.join(dist, '.build-pending');
const STAMP = path.join(dist, '.build-stamp');
/** What the build reads: sources (tests excluded), build scripts, dependency and tool configuration. */
const INPUT_DIRS = ['src', 'scripts'];
const INPUT_FILES = ['package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'];
/** What `npm start` needs from a build. */
const OUTPUTS = ['dist/server/main.js', 'dist/server/geometry-worker.js', 'dist/client/index.html'];

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (!/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

function inputsHash() {
  const hash = createHash('sha256');
  const all = [...INPUT_DIRS.flatMap((dir) => [...files(path.join(root, dir))]), ...INPUT_FILES.map((file) => path.join(root, file))];
  for (const file of all) {
    if (!fs.existsSync(file)) continue;
    hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const command = process.argv[2];
if (command === 'begin') {
  fs.mkdirSync(dist, { recursive: true });
  fs.rmSync(STAMP, { force: true });
  fs.writeFileSync(PENDING, `${inputsHash()}\n`);
} else if (command === 'end') {
  fs.renameSync(PENDING, STAMP);
} else if (command === 'check') {
  const fresh =
    fs.existsSync(STAMP) &&
    OUTPUTS.every((file) => fs.existsSync(path.join(root, file))) &&
    fs.readFileSync(STAMP, 'utf8').trim() === inputsHash();
  process.exit(fresh ? 0 : 1);
} else {
  process.stderr.write('usage: node scripts/build-stamp.mjs begin|end|check\n');
  process.exit(2);
}
