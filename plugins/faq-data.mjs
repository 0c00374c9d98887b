// Docusaurus plugin: for articles with `faq: true` in front matter, reads the questions (H3 headings, and
// H2 headings ending with «?») and the text that answers each, and publishes them as global data, so
// that the article's FAQPage JSON-LD (src/theme/DocItem/Metadata) is built from the article itself.
// The list of articles and their front matter come from the docs plugin (allContentLoaded), not from
// re-reading docs/; only the source text of `faq: true` articles is parsed, with the build's MDX preset.
import fs from 'node:fs';
import path from 'node:path';
import {toString} from 'mdast-util-to-string';
import {parseMarkdownHeadingId} from '@docusaurus/utils';
import {parseArticle} from '../lib/content/mdx.mjs';

const ANSWER_BLOCKS = new Set(['paragraph', 'list', 'table', 'blockquote', 'containerDirective']);
// Blocks whose children are separate blocks or cells: their texts are joined with a space («Мир Visa»).
const CONTAINERS = new Set(['list', 'listItem', 'table', 'tableRow', 'blockquote', 'containerDirective']);
const blockText = (node) =>
  CONTAINERS.has(node.type) ? node.children.map(blockText).join(' ') : toString(node).replace(/\s+/g, ' ').trim();

/** Questions and answers of an article's source text: [{q, a}]. */
export function extractFaq(text, file = '') {
  const tree = parseArticle(text, file);
  const items = [];
  let current = null;
  for (const node of tree.children) {
    if (node.type === 'heading') {
      // The text as the page shows it: a {#custom-id} is the heading's anchor, not its words.
      const heading = parseMarkdownHeadingId(toString(node).trim(), 'classic').text;
      current = node.depth === 3 || (node.depth === 2 && heading.endsWith('?')) ? {q: heading, a: []} : null;
      if (current) items.push(current);
    } else if (current && ANSWER_BLOCKS.has(node.type)) {
      current.a.push(blockText(node).replace(/\s+/g, ' ').trim());
    }
  }
  return items.filter((i) => i.a.length).map((i) => ({q: i.q, a: i.a.join(' ')}));
}

/** {docId: [{q, a}]} for the docs of the docs plugin's loaded content that have `faq: true`. */
export function faqsOfDocs(docs, siteDir) {
  const faqs = {};
  for (const doc of docs) {
    if (doc.frontMatter?.faq !== true) continue;
    const file = path.join(siteDir, doc.source.replace(/^@site\//, ''));
    const items = extractFaq(fs.readFileSync(file, 'utf8'), file);
    if (!items.length) throw new Error(`${file}: faq: true, but no questions (H3 headings with answers) were found`);
    faqs[doc.id] = items;
  }
  return faqs;
}

export default function faqDataPlugin(context) {
  return {
    name: 'faq-data',
    async allContentLoaded({allContent, actions}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default;
      if (!docsContent) throw new Error('faq-data: the docs plugin (default instance) is not loaded');
      const docs = docsContent.loadedVersions.flatMap((v) => v.docs);
      actions.setGlobalData(faqsOfDocs(docs, context.siteDir));
    },
  };
}
