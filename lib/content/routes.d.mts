// Types of routes.mjs.
export interface CatalogueRoute {
  path: string;
  index: boolean;
  unlisted: boolean;
}
export declare const ROOT: string;
export declare const DOCS_DIR: string;
export declare const CATALOGUE_FILE: string;
export declare const BUILD_DIR: string;
export declare const RESERVED_ROUTES: Set<string>;
export declare function normRoute(route: string): string;
export declare function loadCatalogue(file?: string): CatalogueRoute[];
export declare function docIdOf(file: string, docsDir?: string): string;
export declare function routeOfDoc(
  file: string,
  frontMatter?: Record<string, unknown>,
  docsDir?: string,
): string | null;
export declare function htmlFileOf(route: string, buildDir?: string): string;
export declare function routeOfHtml(file: string, buildDir?: string): string;
