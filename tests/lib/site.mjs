// Helpers for tests that read the built site in build/ (routes and catalogue come from lib/content).
import fs from 'node:fs';
import path from 'node:path';
import {BUILD_DIR, RESERVED_ROUTES, htmlFileOf, loadCatalogue} from '../../lib/content/index.mjs';

export {htmlFileOf, normRoute as norm, routeOfHtml} from '../../lib/content/index.mjs';
export const BUILD = BUILD_DIR;
export const catalogue = loadCatalogue();

/** Routes that exist on purpose although the catalogue does not list them (/search: local search results). */
export const announcedRoutes = RESERVED_ROUTES;

export function listHtml(dir = BUILD) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'assets' ? [] : listHtml(p);
    return e.name.endsWith('.html') ? [p] : [];
  });
}

export function requireBuild() {
  if (!fs.existsSync(htmlFileOf('/'))) {
    throw new Error('build/ is missing: run `npm run build` first (npm test does it for you)');
  }
}
