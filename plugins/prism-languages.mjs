// Prism grammars for code blocks, derived from the articles: every language named in a code fence in docs/
// that prism-react-renderer does not already bundle and that Prism has a grammar for. Only these ship in
// the main bundle (themeConfig.prism.additionalLanguages), so no page carries grammars nobody uses.
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
  const needed = new Set();
  for (const lang of used) {
    if (Prism.languages[lang] || !grammar.has(lang)) continue; // bundled already, or plain text («text»)
    needed.add(grammar.get(lang));
  }
  return [...needed].sort();
}
