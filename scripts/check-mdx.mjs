#!/usr/bin/env node
// Writer's check of articles without a build (lib/content/check.mjs): front matter, routes, MDX parsed
// exactly as the build does, component ids against src/data/provider.ts, links and anchors.
// Usage: node scripts/check-mdx.mjs [files or folders…] (default: docs/). Prints file:line:column: hint.
import {checkFiles, formatProblem} from '../lib/content/check.mjs';
import {expandTargets} from '../lib/content/index.mjs';

const files = expandTargets(process.argv.slice(2));
const problems = checkFiles(files);
for (const p of problems) console.log(formatProblem(p));
console.log(`check-mdx: ${files.length} files checked, ${problems.length} problem(s)`);
if (problems.length) process.exitCode = 1;
