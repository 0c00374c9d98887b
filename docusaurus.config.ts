import {themes as prismThemes} from 'prism-react-renderer';
import type {Config, Plugin} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import provider, {displayPhone, telHref} from './src/data/provider';
import announcement from './src/data/announcement.json';
import rehypeTypografNbsp from './plugins/rehype-typograf-nbsp.mjs';
import faqDataPlugin from './plugins/faq-data.mjs';
import rehypeScrollableTables from './plugins/rehype-scrollable-tables.mjs';
import prismLanguages from './plugins/prism-languages.mjs';
import bundleStatsPlugin from './plugins/bundle-stats.mjs';
import accessiblePrism from './src/utils/accessiblePrism';
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

export const markdown: Config['markdown'] = {
  format: 'mdx',
  // The spec's compatibility mode: <!-- comments -->, `:::note Title` and `{#custom-id}` keep working.
  mdx1Compat: {comments: true, admonitions: true, headingIds: true},
  hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
};

const config: Config = {
  title: provider.brand,
  tagline: provider.tagline,
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  // Clean URLs without a trailing slash: /payment/refund is written as payment/refund.html.
  trailingSlash: false,
  noIndex: false,

  future,

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
        docs: {
          routeBasePath: '/',
          path: 'docs',
          sidebarPath: './sidebars.ts',
          breadcrumbs: true,
          showLastUpdateTime,
          // Non-breaking spaces after short Russian words and before dashes, in rendered text only.
          rehypePlugins: [rehypeTypografNbsp, rehypeScrollableTables],
        },
        blog: false,
        // Only src/pages/search.tsx: the search results page (/search?q=…); articles live in docs/.
        pages: {path: 'src/pages'},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: null, priority: null, lastmod: null},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [robotsTxt, faqDataPlugin, bundleStatsPlugin],

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
    footer: {
      style: 'dark',
      logo: {
        alt: provider.brand,
        src: 'img/logo-dark.svg',
        width: 160,
        height: 32,
        href: '/',
      },
      links: [
        {
          title: 'Справочный центр',
          items: [
            {label: 'Перед покупкой', to: '/prepurchase/cost-include'},
            {label: 'Оплата', to: '/payment/balance'},
            {label: 'Работа с сервером', to: '/working-with-server/tech-questions/ssh-connect'},
            {label: 'Глоссарий', to: '/glossary'},
          ],
        },
        {
          title: 'Клиентам',
          items: [
            {label: 'Личный кабинет', href: provider.billing.url},
            {label: 'Тарифы и цены', href: provider.site.order},
            {label: 'Статус услуг', href: provider.site.status},
            {label: 'Договор-оферта', href: provider.site.offer},
          ],
        },
        {
          title: 'Связаться с нами',
          items: [
            {label: 'Запрос в поддержку', to: '/billing-inside/support-request'},
            {label: provider.contacts.supportEmail, href: `mailto:${provider.contacts.supportEmail}`},
            {label: displayPhone(provider.contacts.phone), href: telHref(provider.contacts.phone)},
            {label: 'Часы работы', to: '/payment/schedule/support'},
          ],
        },
      ],
      copyright: `© 2016–${new Date().getFullYear()} ${provider.legal.ru.name}. ${provider.tagline}.`,
    },
    prism: {
      // Stock token colours fall below WCAG AA contrast; accessiblePrism lifts each to 4.6:1.
      theme: accessiblePrism(prismThemes.oneLight),
      darkTheme: accessiblePrism(prismThemes.oneDark),
      // The languages of the articles' code fences that prism-react-renderer does not bundle (plugins/prism-languages.mjs).
      additionalLanguages: prismLanguages(),
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
