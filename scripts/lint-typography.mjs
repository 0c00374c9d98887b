#!/usr/bin/env node
// Russian typography of article sources (lib/content/typography.mjs): straight quotes, hyphens used as
// dashes, three dots. Usage: node scripts/lint-typography.mjs [files or folders…] (default: docs/).
import {expandTargets} from '../lib/content/index.mjs';
import {lintFile} from '../lib/content/typography.mjs';

const files = expandTargets(process.argv.slice(2));
const problems = files.flatMap(lintFile);
for (const p of problems) console.log(p);
console.log(`typography: ${files.length} files checked, ${problems.length} problem(s)`);
process.exit(problems.length ? 1 : 0);
