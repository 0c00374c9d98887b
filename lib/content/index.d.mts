// Types of the content library (lib/content/*.mjs) for the TypeScript code that imports it.
// Playwright specs import routes.mjs and docs.mjs directly: index.mjs also loads the ESM-only MDX parser.
import type {Config} from '@docusaurus/types';
import type {Processor} from 'unified';
import type {Root} from 'mdast';
import type {ContentIssue} from './front-matter.mjs';

export * from './routes.mjs';
export * from './front-matter.mjs';
export * from './docs.mjs';
export * from './prose.mjs';

export declare const markdown: NonNullable<Config['markdown']>;
export declare const ADMONITION_KEYWORDS: string[];
export declare function preprocess(text: string): string;
export declare function remarkDocusaurusSyntax(this: Processor): void;
export declare function createArticleParser(): Processor<Root, Root, Root>;
export declare function parseArticle(text: string, file?: string): Root;
export declare function describeParseError(error: unknown): ContentIssue;
