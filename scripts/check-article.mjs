#!/usr/bin/env node
// `npm run check:article docs/x/y.mdx …`: the fast checks of a few articles in one process (a couple of
// seconds): front matter, routes, MDX as the build parses it, component ids, links and anchors
// (lib/content/check.mjs), then Russian typography. Spelling and the build: `npm run check`.
import {checkFiles, formatProblem} from '../lib/content/check.mjs';
import {lintFile} from '../lib/content/typography.mjs';

const files = process.argv.slice(2);
if (!files.length) {
  console.log('укажите файлы: npm run check:article docs/раздел/статья.mdx');
  process.exit(2);
}
// A parse error is found by both checks: print it once.
const problems = [...new Set([...checkFiles(files).map(formatProblem), ...files.flatMap((f) => lintFile(f))])];
for (const p of problems) console.log(p);
console.log(`check:article: ${files.length} file(s), ${problems.length} problem(s)`);
process.exit(problems.length ? 1 : 0);
