// Routes of this site: the catalogue (docs/routes.json), route normalisation, file → doc id → route, and
// route ↔ built HTML file. The docs plugin serves docs/ at the site root (routeBasePath '/'), an
// index.mdx at its folder's route, honours `slug`, and trailingSlash: false writes /a/b as a/b.html.
import fs from 'node:fs';
import path from 'node:path';

/** The project root: the nearest folder up from the working directory that holds docs/routes.json.
 * (Not import.meta: Playwright loads this file from its TypeScript specs as CommonJS.) */
function findRoot(dir = process.cwd()) {
  if (fs.existsSync(path.join(dir, 'docs', 'routes.json'))) return dir;
  const parent = path.dirname(dir);
  if (parent === dir) throw new Error(`docs/routes.json not found in ${process.cwd()} or above: run from the project`);
  return findRoot(parent);
}

export const ROOT = findRoot();
export const DOCS_DIR = path.join(ROOT, 'docs');
export const CATALOGUE_FILE = path.join(DOCS_DIR, 'routes.json');
export const BUILD_DIR = path.join(ROOT, 'build');
/** Routes that exist on purpose although the catalogue does not list them (no article may take them). */
export const RESERVED_ROUTES = new Set(['/404', '/search']);

/** "/a/b/" → "/a/b", "" → "/", "/" stays; a query or hash is dropped. */
export function normRoute(route) {
  const p = String(route).replace(/[?#].*$/, '');
  if (p === '' || p === '/') return '/';
  return (p.startsWith('/') ? p : `/${p}`).replace(/\/+$/, '') || '/';
}

/** The route catalogue: [{path, index, unlisted}], paths normalised. */
export function loadCatalogue(file = CATALOGUE_FILE) {
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(data.routes)) throw new Error(`${file}: "routes" must be a list`);
  return data.routes.map((r) => ({...r, path: normRoute(r.path)}));
}

/** Doc id as the docs plugin computes it: the path under docs/ without the extension ("payment/refund"). */
export function docIdOf(file, docsDir = DOCS_DIR) {
  return path
    .relative(docsDir, path.resolve(file))
    .replace(/\\/g, '/')
    .replace(/\.mdx?$/, '');
}

/** The route of an article file (null outside docs/): `slug` wins, index.mdx is its folder's route. */
export function routeOfDoc(file, frontMatter = {}, docsDir = DOCS_DIR) {
  const id = docIdOf(file, docsDir);
  const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : null;
  if (slug?.startsWith('/')) return normRoute(slug);
  if (id.startsWith('..') || path.isAbsolute(id)) return null;
  if (slug) return normRoute(`${path.posix.dirname(`/${id}`)}/${slug}`);
  const parts = id.split('/');
  if (parts.at(-1) === 'index') parts.pop();
  return normRoute(`/${parts.join('/')}`);
}

/** The HTML file that serves a route. */
export function htmlFileOf(route, buildDir = BUILD_DIR) {
  const r = normRoute(route);
  return r === '/' ? path.join(buildDir, 'index.html') : path.join(buildDir, `${r.slice(1)}.html`);
}

/** The route a built HTML file serves. */
export function routeOfHtml(file, buildDir = BUILD_DIR) {
  const rel = path.relative(buildDir, file).replace(/\\/g, '/');
  if (rel === 'index.html') return '/';
  return normRoute(`/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`);
}
