import {themes as prismThemes} from 'prism-react-renderer';
import type {Config, Plugin} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import provider from './src/data/provider';
import {footer} from './src/data/footer';
import announcement from './src/data/announcement.json';
import rehypeTypografNbsp from './plugins/rehype-typograf-nbsp.mjs';
import faqDataPlugin from './plugins/faq-data.mjs';
import llmsTxtPlugin from './plugins/llms-txt.mjs';
import rehypeScrollableTables from './plugins/rehype-scrollable-tables.mjs';
import remarkImportOnUse from './plugins/remark-import-on-use.mjs';
import prismLanguages from './plugins/prism-languages.mjs';
import bundleStatsPlugin from './plugins/bundle-stats.mjs';
import docsWithPageSummaries from './plugins/docs-page-summaries.mjs';
import accessiblePrism from './src/utils/accessiblePrism';
import {markdown} from './lib/content/index.mjs';
import {ssrTemplate} from './lib/ssr-template.mjs';
import {execSync} from 'node:child_process';

// The site's public address; a deployment overrides it with SITE_URL (see README).
const siteUrl = process.env.SITE_URL ?? provider.site.help;

// «Last updated» dates come from git history. In a shallow clone every file would show the date of the
// one fetched commit, which is wrong: then no date is shown (clone with full history to get them).
function hasFullGitHistory(): boolean {
  try {
    return (
      execSync('git rev-parse --is-shallow-repository', {stdio: ['ignore', 'pipe', 'ignore']})
        .toString()
        .trim() === 'false'
    );
  } catch {
    return false;
  }
}
const showLastUpdateTime = process.env.SHOW_LAST_UPDATE ? process.env.SHOW_LAST_UPDATE === '1' : hasFullGitHistory();

// robots.txt that points to the sitemap at the site's own address (written after the build).
function robotsTxt(): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir, siteConfig}) {
      const fs = await import('node:fs/promises');
      await fs.writeFile(
        `${outDir}/robots.txt`,
        `User-agent: *\nAllow: /\nDisallow: /search\n\nSitemap: ${siteConfig.url}/sitemap.xml\n`,
      );
    },
  };
}

// Exported so that the MDX-compatibility fixture site (tests/fixtures/mdx-compat) builds with the same settings.
export const future: Config['future'] = {
  // v4 behaviour everywhere except the storage namespace: the spec's colour-mode key is exactly `theme`.
  v4: {
    removeLegacyPostBuildHeadAttribute: true,
    useCssCascadeLayers: true,
    siteStorageNamespacing: false,
    fasterByDefault: true,
    mdx1CompatDisabledByDefault: true,
  },
  // Every Docusaurus Faster option except the persistent Rspack cache: a stale cache in
  // node_modules/.cache/rspack made the build hang idle (seen on 3.10.2); cold builds take ~20 s anyway.
  faster: {
    swcJsLoader: true,
    swcJsMinimizer: true,
    swcHtmlMinimizer: true,
    lightningCssMinimizer: true,
    mdxCrossCompilerCache: true,
    rspackBundler: true,
    rspackPersistentCache: false,
    ssgWorkerThreads: true,
    gitEagerVcs: true,
  },
};

// The `markdown` options live in the content library, so that the writers' checks parse as the build does.
export {markdown};

// Options of the docs plugin, which is registered wrapped (plugins/docs-page-summaries.mjs) instead of through the preset.
const docsOptions = {
  routeBasePath: '/',
  path: 'docs',
  sidebarPath: './sidebars.ts',
  breadcrumbs: true,
  showLastUpdateTime,
  // Non-breaking spaces after short Russian words and before dashes, in rendered text only.
  rehypePlugins: [rehypeTypografNbsp, rehypeScrollableTables],
  // <DocCardList /> without an import line, but its code only in the pages that list cards.
  remarkPlugins: [remarkImportOnUse],
} satisfies DocsOptions;

const config: Config = {
  title: provider.brand,
  tagline: provider.tagline,
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  // The «wrong baseUrl» banner is an inline script with inline styles; the site is always served at /, and the CSP would have to allow both.
  baseUrlIssueBanner: false,
  // Clean URLs without a trailing slash: /payment/refund is written as payment/refund.html.
  trailingSlash: false,
  noIndex: false,

  future,

  // Docusaurus's page template, except that main.js starts after the first paint, not before it (lib/ssr-template.mjs).
  ssrTemplate,

  // A broken link, anchor or duplicate route in a help centre is a defect: fail the build.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  i18n: {
    defaultLocale: 'ru',
    locales: ['ru'],
    localeConfigs: {
      ru: {label: 'Русский', direction: 'ltr', htmlLang: 'ru', calendar: 'gregory', path: 'ru'},
    },
  },

  markdown,

  presets: [
    [
      'classic',
      {
        // The docs plugin is registered below, wrapped (plugins/docs-page-summaries.mjs).
        docs: false,
        blog: false,
        // Only src/pages/search.tsx: the search results page (/search?q=…); articles live in docs/.
        pages: {path: 'src/pages'},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: null, priority: null, lastmod: null},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // Each article gets the titles and descriptions it shows of other articles in its own data, not all 287.
    [docsWithPageSummaries, docsOptions],
    robotsTxt,
    // postcss-loader looks for a PostCSS config file (cosmiconfig, up the folders) for every stylesheet: ~0.6 s of
    // a cold build. There is none; Docusaurus hands it every PostCSS plugin it uses.
    () => ({name: 'postcss-no-config-search', configurePostCss: (options) => ({...options, config: false})}),
    faqDataPlugin,
    bundleStatsPlugin,
    // For AI assistants and browsers: a Markdown copy of every listed article, /llms.txt, /llms-full.txt,
    // /opensearch.xml and its <link rel="search"> in every page's head (README, issue 18).
    (context) =>
      llmsTxtPlugin(context, {
        shortName: `Справка ${provider.brand}`,
        description: `Искать в справке ${provider.brand}`,
        summary: `Справочный центр ${provider.brand} — провайдера выделенных серверов и VPS: ответы клиентам до покупки и после неё — выбор и заказ сервера, оплата и закрывающие документы, аккаунт, работа с сервером, готовые приложения, дополнительные услуги и отказ от услуг. Факты (сроки, меню личного кабинета, контакты) — как на сайте.`,
      }),
  ],
  // Without JavaScript: every tab panel shown with its label, a link to the sections on phones.
  headTags: [{tagName: 'noscript', attributes: {}, innerHTML: '<link rel="stylesheet" href="/noscript.css">'}],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'theme-color', content: '#0f1b2d'}],
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    ...(announcement.enabled
      ? {
          announcementBar: {
            id: announcement.id,
            content: announcement.content,
            isCloseable: announcement.isCloseable,
          },
        }
      : {}),
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: '',
      hideOnScroll: false,
      logo: {
        alt: `${provider.brand} — справочный центр`,
        src: 'img/logo-light.svg',
        srcDark: 'img/logo-dark.svg',
        width: 201,
        height: 40,
      },
      items: [],
    },
    // Links, logo and copyright are computed from the provider facts in src/data/footer.ts.
    footer,
    prism: {
      // Stock token colours fall below WCAG AA contrast; accessiblePrism lifts each to 4.6:1.
      theme: accessiblePrism(prismThemes.oneLight),
      darkTheme: accessiblePrism(prismThemes.oneDark),
      // The grammars of the articles' code fences (plugins/prism-languages.mjs); prism-react-renderer is patched to bundle none.
      additionalLanguages: prismLanguages(),
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
