#!/usr/bin/env node
// Writer's check of articles without a build (lib/content/check.mjs): front matter, routes, MDX parsed
// exactly as the build does, component ids against src/data/provider.ts, links and anchors.
// Usage: node scripts/check-mdx.mjs [files or folders…] (default: docs/). Prints file:line:column: hint.
import fs from 'node:fs';
import {checkFiles, formatProblem} from '../lib/content/check.mjs';
import {listDocFiles} from '../lib/content/index.mjs';

const targets = process.argv.slice(2);
const files = (targets.length ? targets : ['docs']).flatMap((t) => {
  if (!fs.existsSync(t)) {
    console.log(`${t}:1:1: файла нет`);
    process.exitCode = 1;
    return [];
  }
  return fs.statSync(t).isDirectory() ? listDocFiles(t) : [t];
});
const problems = checkFiles(files);
for (const p of problems) console.log(formatProblem(p));
console.log(`check-mdx: ${files.length} files checked, ${problems.length} problem(s)`);
if (problems.length) process.exitCode = 1;
