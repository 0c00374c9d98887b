#!/usr/bin/env node
// `npm run lint:content`: every prose check of docs/, each printing file:line:column and a message.
// 1) MDX syntax and structure (remark-lint with the site's own MDX compatibility), 2) front matter,
// components and links, 3) Russian spelling (cspell), 4) Russian typography (typograf), 5) content audit.
import {spawnSync} from 'node:child_process';

const checks = [
  [
    'MDX syntax and structure (remark-lint)',
    'npx',
    ['remark', '--rc-path', '.remarkrc.mjs', '--ext', 'md,mdx', '--quiet', '--frail', '--no-stdout', 'docs'],
  ],
  ['front matter, components, links (check-mdx)', 'node', ['scripts/check-mdx.mjs']],
  [
    'Russian spelling (cspell)',
    'npx',
    [
      'cspell',
      '--no-progress',
      '--no-summary',
      '--cache',
      '--cache-location',
      'node_modules/.cache/cspell',
      'docs/**/*.{md,mdx}',
    ],
  ],
  ['Russian typography (typograf)', 'node', ['scripts/lint-typography.mjs']],
  ['content audit against the catalogue', 'node', ['scripts/content-audit.mjs']],
];

const started = Date.now();
let failed = 0;
for (const [name, cmd, args] of checks) {
  const t = Date.now();
  const r = spawnSync(cmd, args, {stdio: 'inherit'});
  console.log(`${r.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  if (r.status !== 0) failed++;
}
console.log(
  `content checks: ${checks.length - failed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failed ? 1 : 0);
