// remark plugin for the content lint: parses MDX the way this site's Docusaurus build does, so the lint
// accepts exactly what the build accepts. Docusaurus first preprocesses the text (mdx1Compat: escapes
// `{#id}` heading ids, turns `:::note Title` into `:::note[Title]`) and parses `<!-- -->` comments with
// @slorber/remark-comment; this plugin applies the same two steps in front of remark-mdx.
import {createRequire} from 'node:module';
import remarkComment from '@slorber/remark-comment';

const require = createRequire(import.meta.url);
const preprocess = require('@docusaurus/mdx-loader/lib/preprocessor.js').default;
const markdownConfig = {mdx1Compat: {comments: true, admonitions: true, headingIds: true}};

export default function remarkDocusaurusCompat() {
  remarkComment.call(this);
  const parse = this.parser;
  this.parser = (document, file) =>
    parse(
      preprocess({fileContent: String(document), filePath: file?.path ?? '', markdownConfig, admonitions: true}),
      file,
    );
}

/** A unified processor that parses an article exactly as this site's build does (for scripts and plugins). */
export async function createArticleParser() {
  const [
    {unified},
    {default: remarkParse},
    {default: remarkFrontmatter},
    {default: remarkMdx},
    {default: remarkGfm},
    {default: remarkDirective},
  ] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-frontmatter'),
    import('remark-mdx'),
    import('remark-gfm'),
    import('remark-directive'),
  ]);
  return unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkDocusaurusCompat);
}
