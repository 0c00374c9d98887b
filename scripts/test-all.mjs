#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first failure. SKIP_BUILD=1 reuses build/.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';

const unitTests = fs
  .readdirSync('tests/unit')
  .filter((f) => f.endsWith('.test.mjs'))
  .map((f) => `tests/unit/${f}`);

const steps = [
  ['typecheck', 'npx', ['tsc']],
  ['lint (code)', 'npx', ['eslint', '.']],
  ['format (prettier, code only)', 'npx', ['prettier', '--check', '.']],
  ['content: MDX lint, front matter, spelling, typography, audit', 'node', ['scripts/lint-content.mjs']],
  ...(process.env.SKIP_BUILD ? [] : [['production build (docusaurus build + postbuild)', 'npm', ['run', 'build']]]),
  ['unit and built-site tests (node:test)', 'node', ['--test', ...unitTests]],
  [
    'built-site and hosting tests (node:test, real nginx)',
    'node',
    [
      '--test',
      ...['tests/site', 'tests/hosting'].flatMap((d) =>
        fs
          .readdirSync(d)
          .filter((f) => f.endsWith('.test.mjs'))
          .map((f) => `${d}/${f}`),
      ),
    ],
  ],
  ['end-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test']],
];

const results = [];
for (const [name, cmd, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, {stdio: 'inherit', env: {...process.env, DOCUSAURUS_TELEMETRY_DISABLED: '1'}});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${r.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  if (r.status !== 0) {
    console.log(`\n${results.join('\n')}\n\n✖ ${name} failed`);
    process.exit(1);
  }
}
console.log(`\n${results.join('\n')}\n\n✔ all checks passed`);
