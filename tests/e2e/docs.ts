// The articles' sources (through lib/content), so that tests derive expectations from the content
// instead of hard-coding them.
import {readDocs as readContent} from '../../lib/content/docs.mjs';

export interface DocInfo {
  file: string;
  /** Doc id: the path under docs/ without the extension. */
  id: string;
  route: string;
  title: string;
  description: string;
  unlisted: boolean;
  faq: boolean;
  related: string[];
  body: string;
}

export function readDocs(): DocInfo[] {
  return readContent().map(({file, id, route, frontMatter: fm, body}) => ({
    file,
    id,
    route,
    title: String(fm.title ?? ''),
    description: String(fm.description ?? ''),
    unlisted: fm.unlisted === true,
    faq: fm.faq === true,
    related: Array.isArray(fm.related) ? (fm.related as string[]) : [],
    body,
  }));
}
