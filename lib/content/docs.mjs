// Articles as {id, route, file, frontMatter, body}: the list of files the docs plugin picks up in docs/.
import fs from 'node:fs';
import path from 'node:path';
import {DOCS_DIR, ROOT, docIdOf, routeOfDoc} from './routes.mjs';
import {parseFrontMatter} from './front-matter.mjs';

/** Article files under dir (the docs plugin skips files and folders whose name starts with `_`). */
export function listDocFiles(dir = DOCS_DIR) {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .filter((e) => !e.name.startsWith('_') && !e.name.startsWith('.'))
    .flatMap((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return listDocFiles(p);
      return /\.mdx?$/.test(e.name) ? [p] : [];
    })
    .sort();
}

/** One article; `issues` lists what is wrong with its front matter (see front-matter.mjs). */
export function readDoc(file, docsDir = DOCS_DIR) {
  const text = fs.readFileSync(file, 'utf8');
  const {frontMatter, body, bodyLine, rawLines, issues} = parseFrontMatter(text);
  return {
    id: docIdOf(file, docsDir),
    route: routeOfDoc(file, frontMatter, docsDir),
    file: path.relative(ROOT, path.resolve(file)).replace(/\\/g, '/'),
    frontMatter,
    body,
    bodyLine,
    rawLines,
    text,
    issues,
  };
}

export function readDocs(docsDir = DOCS_DIR) {
  return listDocFiles(docsDir).map((f) => readDoc(f, docsDir));
}

/** Files named on a command line (folders expanded; none given: all of docs/). Throws on a missing path. */
export function expandTargets(targets) {
  return (targets.length ? targets : [DOCS_DIR]).flatMap((t) => {
    if (!fs.existsSync(t)) throw new Error(`${t}: файла или папки нет`);
    return fs.statSync(t).isDirectory() ? listDocFiles(t) : [t];
  });
}
