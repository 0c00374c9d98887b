// Types of docs.mjs.
import type {ContentIssue} from './front-matter.mjs';

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

export declare function listDocFiles(dir?: string): string[];
export declare function readDoc(file: string, docsDir?: string): Doc;
export declare function readDocs(docsDir?: string): Doc[];
export declare function expandTargets(targets: string[]): string[];
