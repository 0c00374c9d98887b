// The yardstick of `npm run bench` (issue 17, item 4): a stock `create-docusaurus@3.10.2` classic site
// (TypeScript template) with our 287 routes as filler Markdown and the settings the product spec asks
// for, built in a temporary folder outside the repository and served by our own nginx config.
//
// - The folder (os.tmpdir()/hostoria-stock-3.10.2) is kept between runs so that `npm install` runs once;
//   its docs/, config and sidebars are rewritten on every run, and the bench always builds it cold.
// - Filler: for every route of docs/routes.json, the same path (folder index pages as <folder>/index.md),
//   the same front matter that shapes the sidebar and the page (title, description, sidebar_label,
//   sidebar_position, unlisted, slug, hide_table_of_contents), the same H2–H6 headings (so the TOC is the
//   same) and, under each heading, the words of our article's section in their order without markup:
//   the same word count and text length per section (code blocks' words included, as prose), deterministic,
//   no links, no components, no code blocks.
//   Our _category_.json files are copied as they are, so the sidebar has the same shape and labels.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from '@11ty/gray-matter';

export const STOCK_VERSION = '3.10.2';
export const STOCK_DIR = process.env.BENCH_STOCK_DIR ?? path.join(os.tmpdir(), `hostoria-stock-${STOCK_VERSION}`);
const READY = '.hostoria-stock-ready'; // written once `npm install` has finished in STOCK_DIR

const KEPT_FRONT_MATTER = [
  'title',
  'description',
  'sidebar_label',
  'sidebar_position',
  'unlisted',
  'slug',
  'hide_table_of_contents',
];
const WORD = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;
const PARAGRAPH_WORDS = 60;

/** Our article source for a route of docs/routes.json; throws naming the route when there is none. */
export function sourceOf(docsDir, route) {
  if (route.path === '/') return path.join(docsDir, 'welcome.mdx');
  const base = path.join(docsDir, route.path.slice(1));
  const candidates = route.index ? [`${base}/index.mdx`, `${base}/index.md`] : [`${base}.mdx`, `${base}.md`];
  const found = candidates.find((f) => fs.existsSync(f));
  if (!found) throw new Error(`stock-site: no article for route ${route.path} (looked for ${candidates.join(', ')})`);
  return found;
}

/** An article body as sections: the heading above each (null for the text before the first) and its words. */
export function sections(body) {
  const out = [{heading: null, lines: []}];
  let fence = null;
  for (const line of body.split('\n')) {
    const f = line.match(/^\s*(`{3,}|~{3,})/);
    const opens = f && !fence;
    const closes = f && fence && f[1][0] === fence[0] && f[1].length >= fence.length;
    if (opens) fence = f[1];
    else if (closes) fence = null;
    const marker = opens || closes;
    const h = !fence && !marker && line.match(/^(#{2,6})\s+(.*?)(?:\s*\{#[^}]*\})?\s*$/);
    if (h) out.push({heading: {level: h[1].length, text: h[2]}, lines: []});
    else if (!marker && (fence || !/^\s*(import|export)\s/.test(line))) out.at(-1).lines.push(line);
  }
  return out.map(({heading, lines}) => ({
    heading,
    words: (
      lines
        .join('\n')
        .replace(/<[^<>]*>/g, ' ') // JSX and HTML tags (their attribute values are not text)
        .replace(/\]\([^)]*\)/g, ']') // link targets
        .replace(/\{[^{}]*\}/g, ' ')
        .match(WORD) ?? []
    ).map((w) => w.toLowerCase()),
  }));
}

const sentence = (words) => {
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1) + '.';
};

/** The filler Markdown for one article source (MDX text). */
export function fillerOf(source) {
  const {data, content} = matter(source);
  const fm = Object.fromEntries(KEPT_FRONT_MATTER.filter((k) => k in data).map((k) => [k, data[k]]));
  const parts = [
    `---\n${Object.entries(fm)
      .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
      .join('\n')}\n---\n`,
  ];
  sections(content).forEach(({heading, words}, i) => {
    if (heading) {
      const text = (heading.text.match(WORD) ?? []).join(' ') || `Раздел ${i}`;
      parts.push(`${'#'.repeat(heading.level)} ${text}\n`);
    }
    for (let j = 0; j < words.length; j += PARAGRAPH_WORDS)
      parts.push(`${sentence(words.slice(j, j + PARAGRAPH_WORDS))}\n`);
  });
  return parts.join('\n');
}

/** docusaurus.config.ts of the stock site: the template's, with the settings the spec asks for. */
// Its `future.v4` flags repeat those exported by our docusaurus.config.ts on purpose (importing that config here
// would load every plugin of ours): when ours change, change these too, or the yardstick stops being like for like.
function configTs() {
  return `// Written by scripts/lib/stock-site.mjs (Hostoria bench yardstick): the create-docusaurus ${STOCK_VERSION}
// classic template's config with the product spec's settings. Not a copy of our config: no plugins,
// no search, no custom theme; the template's own CSS.
import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

const config: Config = {
  title: 'Hostoria',
  tagline: 'Мы любим наших клиентов',
  favicon: 'img/favicon.ico',
  // The template's \`v4: true\` (which turns on every Docusaurus Faster option), except the site storage
  // namespace: the spec's colour-mode key is exactly \`theme\` (ours does the same).
  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
  },
  url: 'https://help.hostoria.example',
  baseUrl: '/',
  // As ours: /payment/refund is written as payment/refund.html (the same files for the same nginx config).
  trailingSlash: false,
  noIndex: false,
  onBrokenLinks: 'throw',
  i18n: {
    defaultLocale: 'ru',
    locales: ['ru'],
    localeConfigs: {ru: {label: 'Русский', direction: 'ltr', htmlLang: 'ru', calendar: 'gregory', path: 'ru'}},
  },
  presets: [
    [
      'classic',
      {
        docs: {routeBasePath: '/', sidebarPath: './sidebars.ts', breadcrumbs: true},
        blog: false,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],
  themeConfig: {
    image: 'img/docusaurus-social-card.jpg',
    colorMode: {defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: '',
      hideOnScroll: false,
      logo: {alt: 'Hostoria', src: 'img/logo.svg', srcDark: 'img/logo.svg', width: 201, height: 40},
      items: [],
    },
    footer: {style: 'dark', copyright: '© 2016–2026 Hostoria. Мы любим наших клиентов.'},
    prism: {theme: prismThemes.github, darkTheme: prismThemes.dracula},
  } satisfies Preset.ThemeConfig,
};

export default config;
`;
}

const SIDEBARS_TS = `// Written by scripts/lib/stock-site.mjs: one sidebar, called docs, generated from docs/ (as ours).
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {docs: [{type: 'autogenerated', dirName: '.'}]};

export default sidebars;
`;

function run(cmd, args, cwd) {
  const started = Date.now();
  const r = spawnSync(cmd, args, {cwd, stdio: ['ignore', 'ignore', 'inherit']});
  if (r.status !== 0) throw new Error(`stock-site: \`${cmd} ${args.join(' ')}\` failed in ${cwd} (code ${r.status})`);
  return (Date.now() - started) / 1000;
}

/**
 * Makes STOCK_DIR a stock site with our routes: scaffolds it and runs `npm install` when it is not there
 * yet (reported as `install` seconds; null when reused), then rewrites its docs, config and sidebars from
 * `repo` (our worktree). Returns {dir, scaffold, install, pages}.
 */
export function prepareStockSite(repo = process.cwd(), dir = STOCK_DIR) {
  let scaffold = null;
  let install = null;
  if (!fs.existsSync(path.join(dir, READY))) {
    fs.rmSync(dir, {recursive: true, force: true});
    scaffold = run(
      'npx',
      ['-y', `create-docusaurus@${STOCK_VERSION}`, dir, 'classic', '--skip-install', '--typescript'],
      os.tmpdir(),
    );
    install = run('npm', ['install', '--no-audit', '--no-fund'], dir);
    fs.writeFileSync(path.join(dir, READY), `npm install done ${new Date().toISOString()}\n`);
  }
  // The template's blog, tutorial and home page give way to our routes (the home page is a doc at /).
  for (const p of ['docs', 'blog', 'src/pages', 'src/components'])
    fs.rmSync(path.join(dir, p), {recursive: true, force: true});
  fs.writeFileSync(path.join(dir, 'docusaurus.config.ts'), configTs());
  fs.writeFileSync(path.join(dir, 'sidebars.ts'), SIDEBARS_TS);

  const docs = path.join(repo, 'docs');
  const {routes} = JSON.parse(fs.readFileSync(path.join(docs, 'routes.json'), 'utf8'));
  for (const route of routes) {
    const src = sourceOf(docs, route);
    const rel = path.relative(docs, src).replace(/\.mdx?$/, '.md');
    const out = path.join(dir, 'docs', rel);
    fs.mkdirSync(path.dirname(out), {recursive: true});
    try {
      fs.writeFileSync(out, fillerOf(fs.readFileSync(src, 'utf8')));
    } catch (e) {
      throw new Error(`stock-site: ${src}: ${e.message}`);
    }
  }
  const walk = (d) =>
    fs
      .readdirSync(d, {withFileTypes: true})
      .flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
  for (const cat of walk(docs).filter((f) => path.basename(f) === '_category_.json')) {
    const out = path.join(dir, 'docs', path.relative(docs, cat));
    fs.mkdirSync(path.dirname(out), {recursive: true});
    fs.copyFileSync(cat, out);
  }
  return {dir, scaffold, install, pages: routes.length};
}

/**
 * The stock build's .nginx/ folder, so that deploy/nginx/site.conf serves it unchanged: the
 * site.conf.template and a security-headers.conf with our build's headers WITHOUT the
 * Content-Security-Policy. Why no CSP: ours allows inline scripts by hash and refuses unknown ones
 * (scripts/lib/csp.mjs), and stock Docusaurus writes one such script (the «wrong baseUrl» banner, which
 * the spec keeps and ours turns off for the CSP's sake), so buildCsp() would refuse the stock build; a
 * hand-widened CSP would be a policy nobody ships. A CSP header changes neither the bytes of the page's
 * files nor the work of its scripts, so leaving it out does not favour either side in the figures.
 */
export function writeStockNginx(ourBuild, stockBuild) {
  const headersFile = path.join(ourBuild, '.nginx', 'headers.json');
  if (!fs.existsSync(headersFile))
    throw new Error(`stock-site: ${headersFile} is missing — run \`npm run build\` first`);
  const headers = JSON.parse(fs.readFileSync(headersFile, 'utf8'));
  delete headers['Content-Security-Policy'];
  const nginxDir = path.join(stockBuild, '.nginx');
  fs.mkdirSync(nginxDir, {recursive: true});
  fs.writeFileSync(
    path.join(nginxDir, 'security-headers.conf'),
    `# Written by scripts/lib/stock-site.mjs: our build's headers without the CSP (see writeStockNginx).\n` +
      Object.entries(headers)
        .map(([k, v]) => `add_header ${k} "${v}" always;`)
        .join('\n') +
      '\n',
  );
  fs.copyFileSync(path.join(ourBuild, '.nginx', 'site.conf.template'), path.join(nginxDir, 'site.conf.template'));
}
