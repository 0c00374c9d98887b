// Pre-compressed .gz and .br copies of the build's text files, served by nginx's gzip_static/brotli_static
// (deploy/nginx/site.conf). zlib's asynchronous API runs on libuv's thread pool, so every core compresses
// at once while the main thread reads and writes files; the largest files go first so that no big file is
// left for the end.
// Levels: gzip 9 everywhere except the route chunks (JavaScript not in `firstView`): gzip 6 there, because
// gzip 9 spends 6x the CPU on minified JavaScript (1.46 s vs 0.24 s for this site's chunks, more than all
// brotli work) for 2.9 % fewer bytes, and the build is CPU-bound on two cores (.gz is what a reader gets only
// where the host lacks brotli). Brotli 11 (the smallest files, ~1 s for main.js) for the files every page
// loads before it can be used (`firstView`: main.js, runtime, the stylesheet), brotli 8 for the rest:
// quality 9 made these 0.1 % (HTML) to 1 % (route chunks) smaller but took 7x longer (measured on this
// site: all HTML 3.7 s at 9, 0.3 s at 8, 3 KB apart in 2.6 MB).
import fs from 'node:fs/promises';
import os from 'node:os';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Text files nginx serves with gzip_static/brotli_static (the .md copies of the articles included). */
export const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|md|map)$/;

/** nginx's gzip_min_length: smaller responses are sent as they are. */
export const MIN_BYTES = 1024;

export const GZIP_LEVEL = {routeChunks: 6, other: 9};
const gzipLevel = (file, firstView) =>
  file.endsWith('.js') && !firstView.has(file) ? GZIP_LEVEL.routeChunks : GZIP_LEVEL.other;
const brotliOptions = (size, quality) => ({
  params: {[zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size},
});
export const BROTLI_QUALITY = {firstView: 11, other: 8};

/**
 * Writes `<file>.gz` and `<file>.br` next to every file of at least `minBytes`; resolves to the number of
 * files compressed. `firstView`: the paths (as in `files`) compressed hardest. `concurrency` files are in
 * flight at once (two compressions each on the thread pool).
 */
export async function compressFiles(
  files,
  {minBytes = MIN_BYTES, firstView = new Set(), concurrency = Math.max(2, os.availableParallelism())} = {},
) {
  const sized = await Promise.all(files.map(async (file) => ({file, size: (await fs.stat(file)).size})));
  const queue = sized.filter((f) => f.size >= minBytes).sort((a, b) => b.size - a.size);
  const count = queue.length;
  async function worker() {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const data = await fs.readFile(next.file);
      const quality = firstView.has(next.file) ? BROTLI_QUALITY.firstView : BROTLI_QUALITY.other;
      const [gz, br] = await Promise.all([
        gzip(data, {level: gzipLevel(next.file, firstView)}),
        brotli(data, brotliOptions(data.length, quality)),
      ]);
      await Promise.all([fs.writeFile(`${next.file}.gz`, gz), fs.writeFile(`${next.file}.br`, br)]);
    }
  }
  await Promise.all(Array.from({length: concurrency}, worker));
  return count;
}
