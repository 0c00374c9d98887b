// The classic docs plugin, wrapped so that every article stops downloading the title and description of all
// 287 articles. Stock, the version route's props (`version.docs`, read by useDocById) carry them on every page
// (~80 KB of JSON, ~20 KB brotli of the first view), though only three things show them: DocCard (the cards of
// <DocCardList />), Term (a glossary article's description as its tooltip) and RelatedArticles (`related:`).
// Here each article's own metadata (the JSON its page chunk already imports, read with useDoc()) gets
// `docSummaries`: {docId: {title, description}} for exactly the articles it shows that way, and
// `version.docs` keeps only {id, sidebar}. src/utils/docSummaries.ts reads it; src/theme/DocCard fills the
// cards' descriptions from it. An unknown <Term id> or `related:` id fails the build naming the file.
// The metadata also gets `lastUpdatedText`, the «last updated» date as the theme formats it, so that
// src/theme/LastUpdated does not build an Intl.DateTimeFormat while the page hydrates.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {withoutCode} from '../lib/content/prose.mjs';

// CommonJS modules: require() reads them the same way under Node and under the config loader.
const require = createRequire(import.meta.url);
const {default: docsPlugin, validateOptions} = require('@docusaurus/plugin-content-docs');
const {toSidebarsProp} = require('@docusaurus/plugin-content-docs/lib/props.js');

/** The client's isSamePath: case and a trailing slash do not matter. */
const samePath = (a, b) => a !== undefined && a.replace(/\/$/, '').toLowerCase() === b.replace(/\/$/, '').toLowerCase();

const containsPath = (items, permalink) =>
  items.some((item) =>
    item.type === 'link'
      ? samePath(item.href, permalink)
      : item.type === 'category' && (samePath(item.href, permalink) || containsPath(item.items, permalink)),
  );

/**
 * The sidebar items <DocCardList /> shows on the page at `permalink`, as the client's useCurrentSidebarSiblings
 * finds them: the items of the deepest category that is or contains the page, else the sidebar's top level.
 */
export function sidebarSiblings(sidebarItems, permalink) {
  const deepest = (items) => {
    for (const item of items) {
      if (item.type === 'category' && (samePath(item.href, permalink) || containsPath(item.items, permalink))) {
        return deepest(item.items) ?? item.items;
      }
    }
    return undefined;
  };
  return deepest(sidebarItems) ?? sidebarItems;
}

/**
 * What an article's source shows of other articles: {cardList: boolean, terms: string[]} (<Term id="…">).
 * Read from the prose (fenced and inline code and MDX comments left out) with patterns, not a second MDX parse:
 * parsing the 86 articles that use these components again took 0.5 s of a single-threaded build step, and the
 * build's own MDX compile rejects malformed JSX, naming the file.
 */
export function componentsOfArticle(text, file) {
  const found = {cardList: false, terms: []};
  if (!text.includes('<DocCardList') && !text.includes('<Term')) return found;
  const prose = withoutCode(text).replace(/`[^`\n]*`/g, '');
  for (const m of prose.matchAll(/<DocCardList\b([^>]*?)\/?>/g)) {
    if (m[1].trim())
      throw new Error(`${file}: <DocCardList /> takes no props here (its cards are the section's articles)`);
    found.cardList = true;
  }
  for (const m of prose.matchAll(/<Term\b([^>]*)>/g)) {
    const id = /^\s+id=(?:"([^"]*)"|'([^']*)')\s*\/?$/.exec(m[1]);
    if (!id) throw new Error(`${file}: <Term> needs id="…" as a plain string (a glossary article id)`);
    found.terms.push(id[1] ?? id[2]);
  }
  return found;
}

/** {docId: {docId: {title, description}}}: the summaries each article of a loaded version shows. */
export function summariesOfVersion(version, siteDir) {
  const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
  const sidebars = toSidebarsProp(version);
  const result = {};
  for (const doc of version.docs) {
    const file = path.join(siteDir, doc.source.replace(/^@site\//, ''));
    const relative = path.relative(siteDir, file);
    const {cardList, terms} = componentsOfArticle(fs.readFileSync(file, 'utf8'), relative);
    const ids = new Set();
    if (cardList) {
      if (!doc.sidebar)
        throw new Error(`${relative}: <DocCardList /> lists its sidebar section, but the page is in no sidebar`);
      for (const item of sidebarSiblings(sidebars[doc.sidebar], doc.permalink)) {
        if (item.type === 'link' && item.docId) ids.add(item.docId);
      }
    }
    for (const term of terms) {
      if (!byId.has(`glossary/${term}`))
        throw new Error(`${relative}: <Term id="${term}">: there is no glossary article docs/glossary/${term}.mdx`);
      ids.add(`glossary/${term}`);
    }
    const related = doc.frontMatter.related;
    if (Array.isArray(related)) {
      for (const id of related) {
        if (!byId.has(id))
          throw new Error(`${relative}: related: "${id}" is not an article id (use the path under docs/ without .mdx)`);
        ids.add(id);
      }
    }
    if (ids.size) {
      result[doc.id] = Object.fromEntries(
        [...ids].sort().map((id) => [id, {title: byId.get(id).title, description: byId.get(id).description}]),
      );
    }
  }
  return result;
}

/** The theme's «last updated» date text (theme-classic LastUpdated: day, short month, year, in UTC). */
export function lastUpdatedFormat(locale, calendar) {
  return new Intl.DateTimeFormat(locale, {calendar, day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
}

/** Options as for @docusaurus/plugin-content-docs (the preset's `docs`, which is then `false`). */
export default async function docsWithPageSummaries(context, options) {
  const plugin = await docsPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded({content, actions}) {
      const {currentLocale, localeConfigs} = context.i18n;
      const dateFormat = lastUpdatedFormat(currentLocale, localeConfigs[currentLocale].calendar);
      const loadedVersions = content.loadedVersions.map((version) => {
        const summaries = summariesOfVersion(version, context.siteDir);
        // Each doc object is written as that page's metadata JSON by the stock contentLoaded.
        const docs = version.docs.map((doc) => ({
          ...doc,
          docSummaries: summaries[doc.id] ?? {},
          ...(doc.lastUpdatedAt && {lastUpdatedText: dateFormat.format(new Date(doc.lastUpdatedAt))}),
        }));
        return {...version, docs};
      });
      const addRoute = (route) => actions.addRoute(leanVersionRoutes(route));
      await plugin.contentLoaded({content: {...content, loadedVersions}, actions: {...actions, addRoute}});
    },
  };
}
docsWithPageSummaries.validateOptions = validateOptions;

/** The route tree with every version's `docs` prop reduced to {id, sidebar}. */
function leanVersionRoutes(route) {
  const version = route.props?.version;
  const props = version?.docs
    ? {
        ...route.props,
        version: {
          ...version,
          docs: Object.fromEntries(
            Object.entries(version.docs).map(([id, doc]) => [id, {id: doc.id, sidebar: doc.sidebar}]),
          ),
        },
      }
    : route.props;
  return {...route, props, ...(route.routes && {routes: route.routes.map(leanVersionRoutes)})};
}
