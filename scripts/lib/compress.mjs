// Pre-compressed .gz and .br copies of the build's text files (served by nginx's gzip_static/brotli_static),
// made in parallel on libuv's thread pool instead of one file after another on the main thread. The
// settings are those scripts/postbuild.mjs has always used, so the output is byte-identical.
//   import {compressFiles} from './lib/compress.mjs';
//   const compressed = await compressFiles(files.filter((f) => COMPRESSIBLE.test(f)));
import fs from 'node:fs/promises';
import os from 'node:os';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Text files worth compressing. */
export const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|map)$/;

/** Compresses every file of at least `minBytes`; resolves to the number of files compressed. */
export async function compressFiles(
  files,
  {minBytes = 1024, concurrency = Math.max(2, os.availableParallelism())} = {},
) {
  const queue = [...files];
  let compressed = 0;
  async function worker() {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const data = await fs.readFile(file);
      if (data.length < minBytes) continue;
      const [gz, br] = await Promise.all([
        gzip(data, {level: 9}),
        brotli(data, {
          params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length},
        }),
      ]);
      await Promise.all([fs.writeFile(`${file}.gz`, gz), fs.writeFile(`${file}.br`, br)]);
      compressed++;
    }
  }
  await Promise.all(Array.from({length: concurrency}, worker));
  return compressed;
}
