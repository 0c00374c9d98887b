// How the blind-review samples were drawn, from the repo root after a build:
//   node reviews/blind/sample.mjs <seed> <outdir> <lists of earlier samples…>
import fs from 'node:fs';
import path from 'node:path';
import {readDocs} from '../../lib/content/docs.mjs';
import {exportArticle} from './export-lib.mjs';
const [seed, out, ...excl] = process.argv.slice(2);
const skip = new Set(
  excl.flatMap((f) =>
    fs
      .readFileSync(f, 'utf8')
      .trim()
      .split('\n')
      .map((l) => l.split(' ')[1]),
  ),
);
let s = Number(seed) >>> 0;
const rnd = () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
const docs = readDocs()
  .filter((d) => !skip.has(d.route))
  .sort((a, b) => a.route.localeCompare(b.route));
const pick = [];
while (pick.length < 20) {
  const d = docs.splice(Math.floor(rnd() * docs.length), 1)[0];
  pick.push(d);
}
const lines = [];
pick.forEach((d, i) => {
  const n = String(i + 1).padStart(2, '0');
  exportArticle(d, path.join(out, 'articles'), n);
  lines.push(`${n} ${d.route}`);
});
fs.writeFileSync(path.join(out, 'list.txt'), lines.join('\n') + '\n');
console.log(lines.join('\n'));
