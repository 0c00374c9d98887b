#!/usr/bin/env node
// Test harness: serves build/ with a real nginx on a loopback port, using deploy/nginx/site.conf as shipped
// (rendered for build/ as deploy/roll-out.sh renders it for a release). Runs until SIGINT/SIGTERM.
// Usage: node tests/hosting/serve-nginx.mjs [port]   (Playwright starts it as its webServer)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {renderSiteConf, startNginx} from './nginx.mjs';

const port = Number(process.argv[2] ?? process.env.E2E_PORT ?? 4173);
const root = path.resolve('build');
if (!fs.existsSync(path.join(root, '.nginx', 'security-headers.conf'))) {
  console.error('serve-nginx: build/.nginx/security-headers.conf is missing — run `npm run build` first');
  process.exit(1);
}
const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostoria-site-'));
const site = path.join(siteDir, 'site.conf');
fs.writeFileSync(site, renderSiteConf(root));
try {
  const nginx = await startNginx({port, include: site});
  console.log(`serve-nginx: ${nginx.origin}/ (config ${nginx.conf}, brotli ${nginx.brotli ? 'on' : 'off'})`);
  const stop = async () => {
    await nginx.stop();
    fs.rmSync(siteDir, {recursive: true, force: true});
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  nginx.child.on('exit', (code) => process.exit(code ?? 0));
} catch (e) {
  console.error(`serve-nginx: ${e.message}`);
  process.exit(1);
}
