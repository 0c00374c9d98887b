// Russian typography in article sources: straight quotes instead of «ёлочки», hyphens used as dashes,
// three dots instead of «…». typograf decides what is wrong and suggests the fix; code, inline code,
// JSX attributes and front matter are never touched. Non-breaking spaces are added at build time
// (plugins/rehype-typograf-nbsp.mjs), so differences in them are ignored here.
// CLI: scripts/lint-typography.mjs.
import fs from 'node:fs';
import Typograf from 'typograf';
import {describeParseError, parseArticle} from './mdx.mjs';

const tp = new Typograf({locale: ['ru', 'en-US']});
tp.disableRule('*');
tp.enableRule(['common/punctuation/quote', 'ru/dash/main', 'common/punctuation/hellip']);

const OPAQUE = '\uE000'; // stands for inline code or an inline JSX element inside a sentence
const BLOCKS = new Set(['paragraph', 'heading', 'tableCell']);

/** Flattens a block's inline content into text plus the source [line, column] of each character. */
function flatten(node, out) {
  for (const child of node.children ?? []) {
    if (child.type === 'text') {
      out.text += child.value;
      let l = child.position?.start.line ?? 0;
      let c = child.position?.start.column ?? 1;
      for (const ch of child.value) {
        out.lines.push([l, c]);
        if (ch === '\n') {
          l++;
          c = 1;
        } else c++;
      }
    } else if (child.type === 'inlineCode' || child.type === 'mdxTextExpression' || child.type === 'break') {
      out.text += OPAQUE;
      out.lines.push([child.position?.start.line ?? 0, child.position?.start.column ?? 1]);
    } else if (child.type === 'mdxJsxTextElement' && !(child.children ?? []).length) {
      out.text += OPAQUE;
      out.lines.push([child.position?.start.line ?? 0, child.position?.start.column ?? 1]);
    } else {
      flatten(child, out);
    }
  }
  return out;
}

function walk(node, visit) {
  if (BLOCKS.has(node.type)) return visit(node);
  if (node.type === 'code' || node.type === 'yaml' || node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression')
    return;
  for (const child of node.children ?? []) walk(child, visit);
}

const describe = (before, after) => {
  if (/["']/.test(before) && /[«»„“]/.test(after))
    return 'прямые кавычки: используйте «ёлочки» (внутри кавычек — „лапки“)';
  if (/\.\.\./.test(before)) return 'три точки: используйте многоточие «…»';
  if (/—/.test(after)) return 'дефис вместо тире: пишите « — » (длинное тире с пробелами)';
  return 'типографика';
};

export function lintFile(file) {
  const problems = [];
  let tree;
  try {
    tree = parseArticle(fs.readFileSync(file, 'utf8').replace(/\r\n?/g, '\n'), file);
  } catch (e) {
    // Reported with its line; the other files are still checked.
    const at = describeParseError(e);
    return [`${file}:${at.line}:${at.column}: ${at.message}`];
  }
  walk(tree, (block) => {
    const {text: flat, lines} = flatten(block, {text: '', lines: []});
    if (!/["']|\.\.\.|(^|\s)--?(\s|$)/.test(flat)) return;
    const fixed = tp.execute(flat);
    const norm = (s) => s.replace(/\u00a0/g, ' ');
    if (norm(fixed) === norm(flat)) return;
    let i = 0;
    while (i < flat.length && norm(flat[i]) === norm(fixed[i])) i++;
    const [line, column] = lines[i] ?? [block.position?.start.line ?? 1, 1];
    const excerpt = (s) =>
      s
        .slice(Math.max(0, i - 20), i + 30)
        .replaceAll(OPAQUE, '`…`')
        .replace(/\s+/g, ' ');
    problems.push(
      `${file}:${line}:${column}: ${describe(flat.slice(i, i + 3), fixed.slice(i, i + 3))}: «${excerpt(flat)}» → «${excerpt(fixed)}»`,
    );
  });
  return problems;
}
