// Exports articles for a review pass, from the repo root after a build:
//   node reviews/blind/export.mjs <outdir> <route…>   (or a file of routes, one per line, as the only route)
// writes <outdir>/<route with / → ~>.txt (rendered) and .mdx (source).
import fs from 'node:fs';
import {readDocs} from '../../lib/content/docs.mjs';
import {exportArticle} from './export-lib.mjs';

const [out, ...args] = process.argv.slice(2);
const routes = args.length === 1 && fs.existsSync(args[0]) ? fs.readFileSync(args[0], 'utf8').trim().split('\n') : args;
const byRoute = new Map(readDocs().map((d) => [d.route, d]));
fs.mkdirSync(out, {recursive: true});
for (const r of routes) {
  const d = byRoute.get(r.trim()) ?? byRoute.get(r.trim().replace(/(.)\/$/, '$1'));
  if (!d) throw new Error(`export: no article for route ${r}`);
  exportArticle(d, out, d.route === '/' ? 'index' : d.route.slice(1).replace(/\/$/, '').replaceAll('/', '~'));
}
console.log(`exported ${routes.length} articles to ${out}`);
