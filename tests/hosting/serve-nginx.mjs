#!/usr/bin/env node
// Test harness: serves build/ with a real nginx on a loopback port, using deploy/nginx/site.conf as shipped
// (only the release path is replaced). Runs nginx in the foreground; on SIGINT/SIGTERM it stops nginx by PID.
// Usage: node tests/hosting/serve-nginx.mjs [port]   (Playwright starts it as its webServer)
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.argv[2] ?? process.env.E2E_PORT ?? 4173);
const root = path.resolve('build');
if (!fs.existsSync(path.join(root, '.nginx', 'security-headers.conf'))) {
  console.error('serve-nginx: build/.nginx/security-headers.conf is missing — run `npm run build` first');
  process.exit(1);
}
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
if (!nginx) {
  console.error('serve-nginx: nginx is not installed (Debian: apt-get install -y nginx-light)');
  process.exit(1);
}
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const brotli = fs.existsSync(brotliModule);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostoria-nginx-'));
fs.chmodSync(dir, 0o755);
const site = fs.readFileSync('deploy/nginx/site.conf', 'utf8').replaceAll('/srv/hostoria-help/current', root);
fs.writeFileSync(path.join(dir, 'site.conf'), site);
const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
  .map((t) => `${t}_temp_path ${dir}/${t};`)
  .join('\n  ');
fs.writeFileSync(
  path.join(dir, 'nginx.conf'),
  `${brotli ? `load_module ${brotliModule};` : ''}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${temp}
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    ${brotli ? 'brotli_static on;' : '# brotli module not installed'}
    include ${dir}/site.conf;
  }
}
`,
);
fs.writeFileSync(path.join(dir, 'brotli'), brotli ? 'on' : 'off');
console.log(`serve-nginx: http://127.0.0.1:${port}/ (config ${dir}/nginx.conf, brotli ${brotli ? 'on' : 'off'})`);
const child = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {stdio: 'inherit'});
const stop = () => {
  try {
    process.kill(Number(fs.readFileSync(path.join(dir, 'nginx.pid'), 'utf8')), 'SIGQUIT');
  } catch {
    child.kill('SIGTERM');
  }
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => {
  fs.rmSync(dir, {recursive: true, force: true});
  process.exit(code ?? 0);
});
