import type {PluginModule} from '@docusaurus/types';
import type {LoadedVersion, PropSidebarItem} from '@docusaurus/plugin-content-docs';
export interface DocSummary {
  title: string;
  description: string;
}
export function sidebarSiblings(sidebarItems: PropSidebarItem[], permalink: string): PropSidebarItem[];
export function componentsOfArticle(text: string, file: string): {cardList: boolean; terms: string[]};
export function summariesOfVersion(version: LoadedVersion, siteDir: string): Record<string, Record<string, DocSummary>>;
/** @docusaurus/plugin-content-docs with per-page summaries (its options and validateOptions). */
declare const docsWithPageSummaries: PluginModule<unknown>;
export default docsWithPageSummaries;
export function lastUpdatedFormat(locale: string, calendar: string): Intl.DateTimeFormat;
