// Reads the articles' sources, so that tests derive expectations from the content instead of hard-coding them.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {listDocs, routeOfDoc} from '../../scripts/lib/docs.mjs';

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
  return listDocs().map((file) => {
    const text = fs.readFileSync(file, 'utf8');
    const m = text.match(/^---\n([\s\S]*?)\n---\n?/);
    const fm = (m ? yaml.load(m[1]) : {}) as Record<string, unknown>;
    return {
      file: path.relative('.', file),
      id: path.relative('docs', file).replace(/\.mdx?$/, ''),
      route: routeOfDoc(file) as string,
      title: String(fm.title ?? ''),
      description: String(fm.description ?? ''),
      unlisted: fm.unlisted === true,
      faq: fm.faq === true,
      related: Array.isArray(fm.related) ? (fm.related as string[]) : [],
      body: m ? text.slice(m[0].length) : text,
    };
  });
}
