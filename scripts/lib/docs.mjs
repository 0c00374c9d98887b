// Shared helpers for scripts and tests: list article files and compute their routes the way the
// docs plugin does for this site (routeBasePath '/', index.mdx = folder route, `slug` honoured).
import fs from 'node:fs';
import path from 'node:path';

export const DOCS_DIR = path.resolve('docs');

export function listDocs(dir = DOCS_DIR) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return listDocs(p);
    return /\.mdx?$/.test(e.name) && !e.name.startsWith('_') ? [p] : [];
  });
}

export function routeOfDoc(file) {
  const text = fs.readFileSync(file, 'utf8');
  const slug = text.match(/^---\n[\s\S]*?^slug:\s*(\S+)\s*$[\s\S]*?\n---/m)?.[1];
  const rel = path
    .relative(DOCS_DIR, path.resolve(file))
    .replace(/\\/g, '/')
    .replace(/\.mdx?$/, '');
  if (rel.startsWith('..')) return null;
  const parts = rel.split('/');
  const name = parts.pop();
  if (slug) return slug.replace(/^['"]|['"]$/g, '');
  const folder = '/' + parts.join('/');
  if (name === 'index') return folder;
  return (folder === '/' ? '' : folder) + '/' + name;
}

/** Routes of all articles, without trailing slashes ("/" for the home page). */
export function docRoutes() {
  return new Set(listDocs().map(routeOfDoc));
}
