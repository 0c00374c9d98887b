#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first failure. SKIP_BUILD=1 reuses build/.
// Tiers: tests/unit (pure modules, seconds), tests/site (the built HTML), tests/e2e (Chromium via nginx).
import {spawnSync} from 'node:child_process';

const steps = [
  ['typecheck', 'npx', ['tsc']],
  ['lint (code)', 'npx', ['eslint', '.']],
  ['format (prettier, code only)', 'npx', ['prettier', '--check', '.']],
  ['content: MDX lint, front matter, spelling, typography, audit', 'npm', ['run', 'lint:content']],
  ['unit tests (tests/unit, no build)', 'npm', ['run', 'test:unit']],
  ...(process.env.SKIP_BUILD ? [] : [['production build (docusaurus build + postbuild)', 'npm', ['run', 'build']]]),
  ['built-site and hosting tests (tests/site, tests/hosting: real nginx)', 'npm', ['run', 'test:site']],
  ['end-to-end tests (tests/e2e, Playwright, Chromium through nginx)', 'npm', ['run', 'test:e2e']],
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
