// Docusaurus plugin (issue 18): after the build, a Markdown copy of every listed article next to its page
// (/payment/refund → /payment/refund.md, the home page → /index.md), /llms.txt (llmstxt.org index) and
// /llms-full.txt (all listed articles in sidebar order), plus /opensearch.xml. The copies are made from
// the rendered HTML (the `.theme-doc-markdown` element), so provider facts are resolved; the HTML goes
// through rehype-parse → rehype-remark → remark-gfm → remark-stringify, with a few hast rewrites first:
// admonitions become quoted blocks with their label, tabs labelled sections, Prism code blocks plain
// code with their language, links absolute. Unlisted articles get no copy, as they get no sitemap entry.
// (The maintained plugins were evaluated and not used: see README, «Для ИИ-ассистентов и браузеров».)
import fs from 'node:fs/promises';
import path from 'node:path';
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {select, selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import {visit} from 'unist-util-visit';

const classes = (node) => {
  const c = node.properties?.className;
  return Array.isArray(c) ? c.map(String) : [];
};
const el = (tagName, children = [], properties = {}) => ({type: 'element', tagName, properties, children});
const text = (value) => ({type: 'text', value});
const label = (value) => el('p', [el('strong', [text(value)])]);

/** Rewrites the rendered article (hast) into plain HTML that rehype-remark maps to the Markdown we want. */
export function simplifyArticle(root, {siteUrl, pageUrl, file}) {
  // Prism code blocks: token spans per line → <pre><code class="language-x">text</code></pre>.
  for (const pre of selectAll('pre', root)) {
    const lang = classes(pre)
      .find((c) => c.startsWith('language-'))
      ?.slice('language-'.length);
    const lines = selectAll('.token-line', pre);
    const value = lines.length
      ? lines.map((l) => toText(l, {whitespace: 'pre'}).replace(/\n$/, '')).join('\n')
      : toText(pre, {whitespace: 'pre'});
    pre.properties = {};
    pre.children = [el('code', [text(value.replace(/\n+$/, ''))], lang ? {className: [`language-${lang}`]} : {})];
  }
  visit(root, (node, index, parent) => {
    if (!parent || index === undefined) return;
    if (node.type === 'comment') {
      parent.children.splice(index, 1);
      return index;
    }
    if (node.type !== 'element') return;
    const cls = classes(node);
    // Not content: heading anchors, buttons, icons, the no-JS tab labels (the tab list gives them),
    // glossary tooltips (<Term>: the link to the glossary article stays).
    if (
      cls.includes('hash-link') ||
      node.properties?.role === 'tooltip' ||
      ['button', 'svg', 'noscript', 'script', 'style', 'template'].includes(node.tagName) ||
      cls.includes('tab-label-nojs')
    ) {
      parent.children.splice(index, 1);
      return index;
    }
    if (cls.includes('theme-admonition')) {
      const heading = node.children.find(
        (c) => c.type === 'element' && classes(c).some((x) => x.startsWith('admonitionHeading')),
      );
      const content = node.children.find(
        (c) => c.type === 'element' && classes(c).some((x) => x.startsWith('admonitionContent')),
      );
      if (!heading || !content) throw new Error(`${file}: an admonition without its heading or content`);
      parent.children[index] = el('blockquote', [label(toText(heading).trim()), ...content.children]);
      return index; // visit the replacement (nested code, links…)
    }
    if (cls.includes('tabs-container')) {
      const tabs = selectAll('[role=tab]', node).map((t) => toText(t).trim());
      const panels = selectAll('[role=tabpanel]', node);
      if (tabs.length !== panels.length)
        throw new Error(`${file}: ${tabs.length} tab labels but ${panels.length} tab panels`);
      parent.children[index] = el(
        'div',
        panels.flatMap((p, i) => [label(`${tabs[i]}:`), ...p.children]),
      );
      return index;
    }
    // A doc card (DocCardList on category pages): «## [Title](url)» and its description, without the icon.
    if (node.tagName === 'a' && cls.includes('theme-doc-card-container')) {
      const heading = node.children.find((c) => c.type === 'element' && /^h[1-6]$/.test(c.tagName));
      const description = select('.theme-doc-card-description', node);
      if (!heading) throw new Error(`${file}: a doc card without its heading`);
      const title = toText(select('.theme-doc-card-title', heading) ?? heading).trim();
      const card = [el(heading.tagName, [el('a', [text(title)], {href: node.properties.href})])];
      if (description) card.push(el('p', [text(toText(description).trim())]));
      parent.children.splice(index, 1, ...card);
      return index; // the new link is made absolute below
    }
    if (node.tagName === 'a' && typeof node.properties.href === 'string') {
      const href = node.properties.href;
      node.properties = {href: href.startsWith('#') ? pageUrl + href : href.startsWith('/') ? siteUrl + href : href};
      // A card (title and text as adjacent spans) reads «Title — text», not «Titletext».
      const kids = node.children.filter((c) => c.type === 'element');
      if (kids.length > 1 && kids.length === node.children.length) {
        node.children = kids.flatMap((k, i) => (i ? [text(' — '), k] : [k]));
      }
    }
    if (node.tagName === 'img' && typeof node.properties.src === 'string' && node.properties.src.startsWith('/')) {
      node.properties.src = siteUrl + node.properties.src;
    }
  });
  return root;
}

const toMarkdown = unified().use(rehypeRemark).use(remarkGfm, {tablePipeAlign: false}).use(remarkStringify, {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
});
const parseHtml = unified().use(rehypeParse, {fragment: true});

/**
 * The part of a page that holds the article: from its `.theme-doc-markdown` element to the last
 * `</article>` (doc cards inside it are articles too). The head, navbar, sidebar, table of contents and
 * footer before and after it are more than half of every page; parsing only this part makes the copies
 * 2x faster and changes nothing in them. The whole page when the element is not found (then the
 * caller's check reports it).
 */
export function articlePart(html) {
  const at = html.search(/<div class=(?:"[^"]*\s)?"?theme-doc-markdown[\s">]/);
  if (at < 0) return html;
  const end = html.lastIndexOf('</article>');
  return html.slice(at, end > at ? end : html.length);
}

/** The Markdown copy of one built page: its `.theme-doc-markdown` element, converted. */
export async function articleToMarkdown(html, {siteUrl, pageUrl, file}) {
  const article = select('.theme-doc-markdown', parseHtml.parse(articlePart(html)));
  if (!article) throw new Error(`${file}: no .theme-doc-markdown element (is this an article page?)`);
  const root = simplifyArticle({type: 'root', children: [article]}, {siteUrl, pageUrl, file});
  const mdast = await toMarkdown.run(root);
  return String(toMarkdown.stringify(mdast)).trim() + '\n';
}

/** Where the build writes a route's page, and where its copy goes: / → index, /x → x (trailingSlash: false). */
export const routeFile = (route, ext) => (route === '/' ? `index${ext}` : `${route.replace(/^\/|\/$/g, '')}${ext}`);

/** Listed docs in sidebar order, each with the label of its top-level sidebar section. */
export function listedInSidebarOrder(docs, sidebarItems) {
  const byId = new Map(docs.map((d) => [d.id, d]));
  const out = [];
  const seen = new Set();
  const add = (id, section) => {
    const doc = byId.get(id);
    if (!doc || doc.unlisted || seen.has(id)) return;
    seen.add(id);
    out.push({doc, section});
  };
  const walk = (items, section) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') add(item.id, section ?? item.label ?? byId.get(item.id)?.title);
      else if (item.type === 'category') {
        const s = section ?? item.label;
        if (item.link?.type === 'doc') add(item.link.id, s);
        walk(item.items, s);
      }
    }
  };
  walk(sidebarItems, undefined);
  // Listed docs outside every sidebar (none today) still get a copy, at the end.
  for (const d of docs) add(d.id, 'Другие статьи');
  return out;
}

const escapeXml = (s) =>
  s.replace(/[<>&"']/g, (c) => ({'<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;'})[c]);

export function openSearchXml({siteUrl, shortName, description, favicon}) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>${escapeXml(shortName)}</ShortName>
  <Description>${escapeXml(description)}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Language>ru-RU</Language>
  <Image type="image/svg+xml">${escapeXml(siteUrl + favicon)}</Image>
  <Url type="text/html" method="get" template="${escapeXml(siteUrl)}/search?q={searchTerms}"/>
</OpenSearchDescription>
`;
}

/**
 * @param {import('@docusaurus/types').LoadContext} context
 * @param {{summary: string, shortName: string, description: string}} options
 */
export default function llmsTxtPlugin(context, options) {
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  const favicon = `/${context.siteConfig.favicon ?? 'favicon.ico'}`.replace(/^\/+/, '/');
  if ([...options.shortName].length > 16)
    throw new Error(`llms-txt plugin: shortName «${options.shortName}» is longer than 16 characters (OpenSearch 1.1)`);
  return {
    name: 'llms-txt',
    injectHtmlTags: () => ({
      headTags: [
        {
          tagName: 'link',
          attributes: {
            rel: 'search',
            type: 'application/opensearchdescription+xml',
            title: options.description,
            href: '/opensearch.xml',
          },
        },
      ],
    }),
    async postBuild({outDir, plugins, siteConfig}) {
      const started = Date.now();
      const docsPlugin = plugins.find((p) => p.name === 'docusaurus-plugin-content-docs' && p.options.id === 'default');
      const version = docsPlugin?.content?.loadedVersions?.[0];
      if (!version) throw new Error('llms-txt plugin: the docs plugin content was not found');
      const sidebarItems = Object.values(version.sidebars).flat();
      const articles = listedInSidebarOrder(version.docs, sidebarItems);
      const pages = [];
      for (const {doc, section} of articles) {
        const htmlFile = path.join(outDir, routeFile(doc.permalink, '.html'));
        const html = await fs.readFile(htmlFile, 'utf8').catch(() => {
          throw new Error(`llms-txt plugin: ${htmlFile} (the page of ${doc.source}) is missing`);
        });
        // Index docs have a permalink with a trailing slash; the page is served without it (trailingSlash: false).
        const pageUrl = siteUrl + (doc.permalink === '/' ? '/' : doc.permalink.replace(/\/$/, ''));
        const markdown = await articleToMarkdown(html, {siteUrl, pageUrl, file: doc.source});
        const mdUrl = `${siteUrl}/${routeFile(doc.permalink, '.md')}`;
        await fs.writeFile(path.join(outDir, routeFile(doc.permalink, '.md')), markdown);
        pages.push({doc, section, markdown, pageUrl, mdUrl});
      }
      const sections = [];
      for (const p of pages) {
        let s = sections.find((x) => x.label === p.section);
        if (!s) sections.push((s = {label: p.section, pages: []}));
        s.pages.push(p);
      }
      const oneLine = (s) => s.replace(/\s+/g, ' ').trim();
      const llmsTxt =
        `# ${siteConfig.title}\n\n> ${oneLine(options.summary)}\n\n` +
        `Каждая статья доступна как Markdown: адрес страницы с окончанием .md (главная — ${siteUrl}/index.md). ` +
        `Все статьи одним файлом: ${siteUrl}/llms-full.txt\n\n` +
        sections
          .map(
            (s) =>
              `## ${s.label}\n\n` +
              s.pages.map((p) => `- [${oneLine(p.doc.title)}](${p.mdUrl}): ${oneLine(p.doc.description)}`).join('\n') +
              '\n',
          )
          .join('\n');
      const full =
        `# ${siteConfig.title}\n\n> ${oneLine(options.summary)}\n\n` +
        pages.map((p) => p.markdown.replace(/^(# .*\n)/, `$1\nИсточник: ${p.pageUrl}\n`)).join('\n---\n\n');
      await fs.writeFile(path.join(outDir, 'llms.txt'), llmsTxt);
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), full);
      await fs.writeFile(
        path.join(outDir, 'opensearch.xml'),
        openSearchXml({siteUrl, shortName: options.shortName, description: options.description, favicon}),
      );
      console.log(
        `llms-txt: ${pages.length} Markdown copies, llms.txt, llms-full.txt (${Math.round(Buffer.byteLength(full) / 1024)} KB), opensearch.xml in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
