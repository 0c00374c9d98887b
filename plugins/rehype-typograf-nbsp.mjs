// Build-time Russian typography for rendered article text: typograf's non-breaking-space rules
// (after short words such as «в», «и», «с», before a dash, between a number and its unit).
// Only text nodes of prose blocks change; code, kbd, attributes, URLs and headings' ids stay as written.
import Typograf from 'typograf';

const tp = new Typograf({locale: ['ru', 'en-US']});
tp.disableRule('*');
tp.enableRule(['ru/nbsp/*', 'common/nbsp/*']);
// These rules touch more than spaces (e.g. they rewrite «т. е.»); keep the source text as written.
tp.disableRule([
  'common/nbsp/replaceNbsp',
  'ru/nbsp/abbr',
  'ru/nbsp/addr',
  'ru/nbsp/ps',
  'ru/nbsp/rubleKopek',
  'ru/nbsp/see',
  'ru/nbsp/year',
  'ru/nbsp/years',
  'common/nbsp/dpi',
  'common/nbsp/nowrap',
]);

const BLOCKS = new Set(['p', 'li', 'td', 'th', 'dt', 'dd', 'blockquote', 'figcaption', 'summary', 'h2', 'h3', 'h4']);
const SKIP = new Set(['pre', 'code', 'kbd', 'samp', 'script', 'style', 'svg', 'math']);

function collect(node, texts) {
  for (const child of node.children ?? []) {
    if (child.type === 'text') texts.push(child);
    else if (child.type === 'element' && (SKIP.has(child.tagName) || BLOCKS.has(child.tagName))) texts.push(null);
    else if (child.type === 'element' || child.type === 'mdxJsxTextElement') collect(child, texts);
  }
}

function process(block) {
  const texts = [];
  collect(block, texts);
  // Runs of adjacent text nodes (across <strong>, <a>…) are typographed together; code breaks a run.
  let run = [];
  const flush = () => {
    if (!run.length) return;
    const joined = run.map((t) => t.value).join('');
    const out = tp.execute(joined);
    if (out !== joined && out.length === joined.length) {
      let offset = 0;
      for (const t of run) {
        t.value = out.slice(offset, offset + t.value.length);
        offset += t.value.length;
      }
    } else if (out !== joined) {
      for (const t of run) t.value = tp.execute(t.value);
    }
    run = [];
  };
  for (const t of texts) {
    if (t === null) flush();
    else run.push(t);
  }
  flush();
}

function walk(node) {
  if (node.type === 'element' && SKIP.has(node.tagName)) return;
  if (node.type === 'element' && BLOCKS.has(node.tagName)) process(node);
  for (const child of node.children ?? []) walk(child);
}

export default function rehypeTypografNbsp() {
  return (tree) => walk(tree);
}
