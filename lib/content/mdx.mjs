// The one MDX parser preset, identical to this site's build: the `markdown` options of docusaurus.config.ts
// live here, the text is preprocessed as @docusaurus/mdx-loader does (MDX 1 compatibility: `{#id}` heading
// ids, `:::note Title`, ```mdx-code-block unwrapping) with the public @docusaurus/utils functions, and the
// syntax extensions are the build's (MDX, front matter, directives, GFM, `<!-- -->` comments).
// tests/unit/mdx-preset.test.mjs pins this against the mdx-loader's own preprocessor.
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkComment from '@slorber/remark-comment';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';

/** docusaurus.config.ts `markdown`. */
export const markdown = {
  format: 'mdx',
  // The spec's compatibility mode: <!-- comments -->, `:::note Title` and `{#custom-id}` keep working.
  mdx1Compat: {comments: true, admonitions: true, headingIds: true},
  hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
};

/** The admonition keywords of the classic theme (mdx-loader DefaultAdmonitionOptions). */
export const ADMONITION_KEYWORDS = [
  'secondary',
  'info',
  'success',
  'danger',
  'note',
  'tip',
  'warning',
  'important',
  'caution',
];

/** The text the build hands to the MDX parser (same steps as @docusaurus/mdx-loader's preprocessor). */
export function preprocess(text) {
  let out = unwrapMdxCodeBlocks(text);
  if (markdown.mdx1Compat.headingIds) out = escapeMarkdownHeadingIds(out);
  if (markdown.mdx1Compat.admonitions) out = admonitionTitleToDirectiveLabel(out, ADMONITION_KEYWORDS);
  return out;
}

/** remark plugin: the build's syntax (for remark-cli in .remarkrc.mjs, after remark-parse). */
export function remarkDocusaurusSyntax() {
  remarkMdx.call(this);
  remarkFrontmatter.call(this);
  remarkDirective.call(this);
  remarkGfm.call(this);
  if (markdown.mdx1Compat.comments) remarkComment.call(this);
  const parse = this.parser;
  this.parser = (document, file) => parse(preprocess(String(document)), file);
}

/** A unified processor that parses an article exactly as the build does; positions are the file's own. */
export function createArticleParser() {
  return unified().use(remarkParse).use(remarkDocusaurusSyntax).freeze();
}

const parser = createArticleParser();
/** The mdast tree of an article's full text (front matter included, as a `yaml` node). Throws on bad MDX. */
export function parseArticle(text, file = '') {
  return parser.runSync(parser.parse(file ? {path: file, value: text} : text));
}

/** A Russian hint for an MDX parse error. */
function parseErrorHint(reason) {
  if (/acorn|expression|closing brace for `\{`/i.test(reason))
    return `фигурная скобка { в тексте начинает выражение MDX: экранируйте \\{ … \\} или возьмите в \`код\` (${reason})`;
  if (/closing tag|end tag|opening tag/i.test(reason))
    return `тег не закрыт или закрыт не тот: закройте его (<Tag>…</Tag>, <br />) или экранируйте < как &lt; (${reason})`;
  if (/before name|character .* in name|after name/i.test(reason))
    return `знак < в тексте начинает тег JSX: экранируйте его как &lt; или возьмите в \`код\` (${reason})`;
  return `MDX не разбирается (${reason})`;
}

/** Where an MDX parse error is and a Russian hint for it: {line, column, message}. */
export function describeParseError(e) {
  const start = e.place?.start ?? e.place;
  return {
    line: e.line ?? start?.line ?? 1,
    column: e.column ?? start?.column ?? 1,
    message: parseErrorHint(e.reason ?? e.message),
  };
}
