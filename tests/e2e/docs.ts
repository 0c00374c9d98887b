// Reads the articles' sources, so that tests derive expectations from the content instead of hard-coding them.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

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

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return walk(p);
    return /\.mdx?$/.test(e.name) && !e.name.startsWith('_') ? [p] : [];
  });
}

export function readDocs(): DocInfo[] {
  return walk('docs').map((file) => {
    const text = fs.readFileSync(file, 'utf8');
    const m = text.match(/^---\n([\s\S]*?)\n---\n?/);
    const fm = (m ? yaml.load(m[1]) : {}) as Record<string, unknown>;
    const rel = path.relative('docs', file).replace(/\.mdx?$/, '');
    let route = typeof fm.slug === 'string' ? fm.slug : '/' + rel.replace(/(^|\/)index$/, '');
    if (route.length > 1) route = route.replace(/\/$/, '');
    return {
      file,
      id: rel,
      route,
      title: String(fm.title ?? ''),
      description: String(fm.description ?? ''),
      unlisted: fm.unlisted === true,
      faq: fm.faq === true,
      related: Array.isArray(fm.related) ? (fm.related as string[]) : [],
      body: m ? text.slice(m[0].length) : text,
    };
  });
}
