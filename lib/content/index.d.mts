// Types of the content library (lib/content/*.mjs) for the TypeScript code that imports it.
import type {Config} from '@docusaurus/types';
import type {Processor} from 'unified';
import type {Root} from 'mdast';

export interface CatalogueRoute {
  path: string;
  index: boolean;
  unlisted: boolean;
}
export interface ContentIssue {
  line: number;
  column: number;
  message: string;
}
export interface Doc {
  /** Doc id: the path under docs/ without the extension. */
  id: string;
  route: string;
  /** Relative to the project root, with forward slashes. */
  file: string;
  frontMatter: Record<string, unknown>;
  body: string;
  bodyLine: number;
  rawLines: string[];
  text: string;
  issues: ContentIssue[];
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

export declare function parseFrontMatter(text: string): {
  frontMatter: Record<string, unknown>;
  body: string;
  bodyLine: number;
  rawLines: string[];
  issues: ContentIssue[];
};
export declare function frontMatterKeyLine(rawLines: string[], key: string): number;

export declare function listDocFiles(dir?: string): string[];
export declare function readDoc(file: string, docsDir?: string): Doc;
export declare function readDocs(docsDir?: string): Doc[];
export declare function expandTargets(targets: string[]): string[];

export declare const markdown: NonNullable<Config['markdown']>;
export declare const ADMONITION_KEYWORDS: string[];
export declare function preprocess(text: string): string;
export declare function remarkDocusaurusSyntax(this: Processor): void;
export declare function createArticleParser(): Processor<Root, Root, Root>;
export declare function parseArticle(text: string, file?: string): Root;
export declare function describeParseError(error: unknown): ContentIssue;
