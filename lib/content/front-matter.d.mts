// Types of front-matter.mjs.
export interface ContentIssue {
  line: number;
  column: number;
  message: string;
}
export declare function parseFrontMatter(text: string): {
  frontMatter: Record<string, unknown>;
  body: string;
  bodyLine: number;
  rawLines: string[];
  issues: ContentIssue[];
};
export declare function frontMatterKeyLine(rawLines: string[], key: string): number;
