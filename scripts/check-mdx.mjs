#!/usr/bin/env node
// Fast writer's check, no build needed: compiles each MDX file as Docusaurus would (MDX 3 + GFM +
// directives), checks front matter, the components used, and that every internal link points to an
// existing article route. Usage: node scripts/check-mdx.mjs [files or folders…] (default: docs/).
import fs from 'node:fs';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import yaml from 'js-yaml';
import path from 'node:path';
import {docRoutes, listDocs, routeOfDoc} from './lib/docs.mjs';

const KNOWN_COMPONENTS = new Set([
  'Fact',
  'Brand',
  'Email',
  'Phone',
  'Telegram',
  'Billing',
  'SiteLink',
  'Menu',
  'Action',
  'Team',
  'Hours',
  'Plan',
  'PlanTable',
  'DataCentres',
  'DataCentre',
  'PaymentMethods',
  'Discontinued',
  'EdoOperators',
  'DnsServers',
  'SupportContacts',
  'Tabs',
  'TabItem',
  'DocCardList',
  'Term',
  'Department',
  'details',
  'summary',
]);
const ALLOWED_KEYS = new Set([
  'title',
  'description',
  'sidebar_label',
  'sidebar_position',
  'slug',
  'unlisted',
  'keywords',
  'related',
  'hide_table_of_contents',
  'toc_min_heading_level',
  'toc_max_heading_level',
  'last_update',
  'faq',
  'term',
]);

const catalogue = JSON.parse(fs.readFileSync('tests/data/routes.json', 'utf8')).routes;
const unlistedRoutes = new Set(
  catalogue.filter((r) => r.unlisted).map((r) => (r.path.length > 1 ? r.path.replace(/\/$/, '') : r.path)),
);

const args = process.argv.slice(2);
const targets = args.length ? args : ['docs'];
const files = targets.flatMap((t) => (fs.statSync(t).isDirectory() ? listDocs(t) : [t]));
const routes = docRoutes();
const docIds = new Set(
  listDocs().map((f) =>
    path
      .relative('docs', f)
      .replace(/\\/g, '/')
      .replace(/\.mdx?$/, ''),
  ),
);
let problems = 0;
const report = (file, line, msg) => {
  problems++;
  console.log(`${file}:${line ?? 1}: ${msg}`);
};

for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  const m = text.match(/^---\n([\s\S]*?)\n---\n/);
  if (!m) {
    report(file, 1, 'no front matter');
    continue;
  }
  let fm;
  try {
    fm = yaml.load(m[1]);
  } catch (e) {
    report(file, 1, `front matter is not valid YAML: ${e.message}`);
    continue;
  }
  for (const key of Object.keys(fm)) if (!ALLOWED_KEYS.has(key)) report(file, 1, `unknown front matter key "${key}"`);
  if (!fm.title) report(file, 1, 'front matter: title is required');
  if (!fm.description) report(file, 1, 'front matter: description is required');
  else {
    const d = String(fm.description);
    if (d.length < 50 || d.length > 160)
      report(file, 1, `front matter: description must be 50–160 characters, it has ${d.length}`);
    if (/[.!?…]\s+[А-ЯЁA-Z]/.test(d)) report(file, 1, 'front matter: description must be one sentence');
  }
  if (fm.related !== undefined) {
    if (!Array.isArray(fm.related)) report(file, 1, 'front matter: related must be a list of article ids');
    else
      for (const id of fm.related)
        if (!docIds.has(id))
          report(file, 1, `front matter: related "${id}" is not an article id (path under docs/ without .mdx)`);
  }
  if (fm.faq !== undefined && typeof fm.faq !== 'boolean') report(file, 1, 'front matter: faq must be true or false');
  const docRoute = routeOfDoc(file);
  if (docRoute && fm.unlisted && !unlistedRoutes.has(docRoute))
    report(file, 1, 'front matter: unlisted: true, but the catalogue lists this route as listed');
  if (docRoute && !fm.unlisted && unlistedRoutes.has(docRoute))
    report(file, 1, 'front matter: the catalogue marks this route unlisted; add unlisted: true');
  try {
    await compile(text, {remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective]});
  } catch (e) {
    report(file, e.line ?? e.place?.line ?? e.position?.start?.line, `MDX does not compile: ${e.reason ?? e.message}`);
  }
  const lines = text.split('\n');
  const imported = new Set([...text.matchAll(/^import\s+(\w+)/gm)].map((x) => x[1]));
  let inCode = false;
  lines.forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) {
      if (!inCode && /^\s*```\s*$/.test(line))
        report(file, i + 1, 'code block without a language (use ```bash, ```text …)');
      inCode = !inCode;
      return;
    }
    if (inCode) return;
    for (const [, name] of line.matchAll(/<([A-Za-z][A-Za-z0-9]*)[\s/>]/g)) {
      if (/^[A-Z]/.test(name) && !KNOWN_COMPONENTS.has(name) && !imported.has(name))
        report(file, i + 1, `unknown component <${name}>`);
    }
    for (const [, target] of line.matchAll(/\]\((\/[^)\s#]*)(#[^)\s]*)?\)/g)) {
      const clean = target.length > 1 ? target.replace(/\/$/, '') : target;
      if (!routes.has(clean)) report(file, i + 1, `link to ${target}: no article has this route`);
    }
    if (/^#\s/.test(line)) report(file, i + 1, 'do not write an H1: the title comes from front matter');
  });
  const route = routeOfDoc(file);
  if (!route) report(file, 1, 'file is not an article route');
}
console.log(`${files.length} files checked, ${problems} problem(s)`);
process.exit(problems ? 1 : 0);
