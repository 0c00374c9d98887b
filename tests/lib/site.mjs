// Helpers for tests that read the built site in build/.
import fs from 'node:fs';
import path from 'node:path';

export const BUILD = path.resolve('build');
export const catalogue = JSON.parse(fs.readFileSync(path.resolve('tests/data/routes.json'), 'utf8')).routes;

/** Routes that exist on purpose although the catalogue does not list them. */
export const announcedRoutes = new Set(['/404', '/search']); // /search: results page of the local search

export const norm = (p) => (p.length > 1 ? p.replace(/\/$/, '') : p);

/** The HTML file that serves a route (trailingSlash: false → /a/b is a/b.html, / is index.html). */
export function htmlFileOf(route) {
  const r = norm(route);
  return r === '/' ? path.join(BUILD, 'index.html') : path.join(BUILD, r.slice(1) + '.html');
}

export function routeOfHtml(file) {
  const rel = path.relative(BUILD, file).replace(/\\/g, '/');
  if (rel === 'index.html') return '/';
  return '/' + rel.replace(/\/index\.html$/, '').replace(/\.html$/, '');
}

export function listHtml(dir = BUILD) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'assets' ? [] : listHtml(p);
    return e.name.endsWith('.html') ? [p] : [];
  });
}

export function requireBuild() {
  if (!fs.existsSync(path.join(BUILD, 'index.html'))) {
    throw new Error('build/ is missing: run `npm run build` first (npm test does it for you)');
  }
}
