// How the blind-review samples were drawn, from the repo root after a build:
//   node reviews/blind/sample.mjs <seed> <outdir> <lists of earlier samples…>
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {readDocs} from '../../lib/content/docs.mjs';
import {BUILD_DIR} from '../../lib/content/routes.mjs';
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
  const md = d.route === '/' ? 'index.md' : `${d.route.slice(1)}.md`;
  const mdFile = fs.existsSync(path.join(BUILD_DIR, md))
    ? path.join(BUILD_DIR, md)
    : path.join(BUILD_DIR, d.route.slice(1), 'index.md');
  if (fs.existsSync(mdFile)) fs.copyFileSync(mdFile, path.join(out, 'articles', `${n}.txt`));
  else {
    const html = fs.readFileSync(path.join(BUILD_DIR, `${d.route.slice(1)}.html`), 'utf8');
    // Unlisted pages have no Markdown copy: take the text a reader sees (no noscript copies, no tooltip bodies,
    // one code line per line).
    const $ = cheerio.load(html, {scriptingEnabled: true});
    $('noscript, [role="tooltip"]').remove();
    $('.theme-doc-markdown .token-line').after('\n');
    $('.theme-doc-markdown').find('p,li,h1,h2,h3,h4,pre,tr,div.admonition').after('\n\n');
    fs.writeFileSync(
      path.join(out, 'articles', `${n}.txt`),
      $('.theme-doc-markdown')
        .text()
        .replace(/\n{3,}/g, '\n\n'),
    );
  }
  fs.copyFileSync(d.file, path.join(out, 'articles', `${n}.mdx`));
  lines.push(`${n} ${d.route}`);
});
fs.writeFileSync(path.join(out, 'list.txt'), lines.join('\n') + '\n');
console.log(lines.join('\n'));
