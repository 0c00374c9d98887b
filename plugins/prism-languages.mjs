// Prism grammars for code blocks, derived from the articles: every language named in a code fence in docs/
// that Prism has a grammar for, after the grammars it builds on (components.json `require`), in load order.
// prism-react-renderer is patched to bundle no grammars (patches/prism-react-renderer+*.patch): only these ship
// in the main bundle (themeConfig.prism.additionalLanguages), so no page carries or builds grammars nobody uses.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {Prism} from 'prism-react-renderer';

const require = createRequire(import.meta.url);

function mdxFiles(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? mdxFiles(p) : /\.mdx?$/.test(e.name) ? [p] : [];
  });
}

/** @param {string} docsDir @returns {string[]} */
export default function prismLanguages(docsDir = 'docs') {
  const components = require('prismjs/components.json').languages;
  const grammar = new Map();
  for (const [id, c] of Object.entries(components)) {
    if (id === 'meta') continue;
    grammar.set(id, id);
    for (const alias of [c.alias ?? []].flat()) grammar.set(alias, id);
  }
  const used = new Set();
  for (const file of mdxFiles(docsDir)) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/^\s*(?:```|~~~)([\w+-]+)/gm)) used.add(m[1].toLowerCase());
  }
  // Depth first: a grammar comes after those it requires (Docusaurus loads additionalLanguages in this order).
  const ordered = [];
  const add = (id) => {
    if (ordered.includes(id) || Prism.languages[id]) return;
    for (const dep of [components[id].require ?? []].flat()) add(dep);
    ordered.push(id);
  };
  for (const lang of [...used].sort()) {
    if (Prism.languages[lang] || !grammar.has(lang)) continue; // in Prism's core («text»), or no grammar
    add(grammar.get(lang));
  }
  return ordered;
}
