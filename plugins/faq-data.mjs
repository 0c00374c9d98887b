// Docusaurus plugin: for articles with `faq: true` in front matter, reads the questions (H3 headings, and
// H2 headings ending with «?») and the text that answers each, and publishes them as global data, so
// that the article's FAQPage JSON-LD (src/theme/DocItem/Metadata) is built from the article itself.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {toString} from 'mdast-util-to-string';
import {createArticleParser} from './remark-docusaurus-compat.mjs';
import {listDocs} from '../scripts/lib/docs.mjs';

export async function extractFaq(text, file) {
  const processor = await createArticleParser();
  const tree = processor.runSync(processor.parse({path: file, value: text}));
  const items = [];
  let current = null;
  for (const node of tree.children) {
    if (node.type === 'heading') {
      const heading = toString(node).trim();
      current = node.depth === 3 || (node.depth === 2 && heading.endsWith('?')) ? {q: heading, a: []} : null;
      if (current) items.push(current);
    } else if (current && ['paragraph', 'list', 'table', 'blockquote', 'containerDirective'].includes(node.type)) {
      current.a.push(toString(node).replace(/\s+/g, ' ').trim());
    }
  }
  return items.filter((i) => i.a.length).map((i) => ({q: i.q, a: i.a.join(' ')}));
}

export default function faqDataPlugin(context) {
  const docsDir = path.join(context.siteDir, 'docs');
  return {
    name: 'faq-data',
    getPathsToWatch: () => [path.join(docsDir, '**/*.{md,mdx}')],
    async loadContent() {
      const faqs = {};
      for (const file of listDocs(docsDir)) {
        const text = fs.readFileSync(file, 'utf8');
        const fm = text.match(/^---\n([\s\S]*?)\n---/);
        if (!fm || !yaml.load(fm[1])?.faq) continue;
        const id = path
          .relative(docsDir, file)
          .replace(/\\/g, '/')
          .replace(/\.mdx?$/, '');
        const items = await extractFaq(text, file);
        if (!items.length)
          throw new Error(`${file}: faq: true, but no questions (H3 headings with answers) were found`);
        faqs[id] = items;
      }
      return faqs;
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
  };
}
