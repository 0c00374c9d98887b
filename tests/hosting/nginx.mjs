// A real nginx on a loopback port for the tests, with the shipped config: deploy/nginx/site.conf rendered
// for a release folder exactly as deploy/roll-out.sh renders it. Used by serve-nginx.mjs (Playwright's
// web server) and by the hosting tests that run their own nginx (roll-out, redirects).
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export function nginxBinary() {
  const bin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
  if (!bin) throw new Error('nginx is not installed (Debian: apt-get install -y nginx-light)');
  return bin;
}

/** deploy/nginx/site.conf with the release folder filled in (what roll-out.sh writes into a release). */
export function renderSiteConf(release, template = fs.readFileSync('deploy/nginx/site.conf', 'utf8')) {
  return template.replaceAll('__RELEASE__', path.resolve(release));
}

/**
 * Writes an nginx.conf in a new temporary folder whose one server listens on 127.0.0.1:port and
 * includes `include` (a rendered site.conf, or roll-out.sh's active.conf). Returns the folder and the
 * command-line arguments that address this instance (`-p dir -c conf`).
 */
export function writeNginxConf({port, include}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostoria-nginx-'));
  fs.chmodSync(dir, 0o755);
  const brotli = fs.existsSync(BROTLI_MODULE);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `${t}_temp_path ${dir}/${t};`)
    .join('\n  ');
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `${brotli ? `load_module ${BROTLI_MODULE};` : ''}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr error;
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
    include ${include};
  }
}
`,
  );
  return {dir, conf, brotli, args: ['-p', dir, '-c', conf]};
}

/**
 * Starts nginx in the foreground as a child process and resolves once it answers on the port; `setup`
 * is a writeNginxConf() result when the caller needs the instance's arguments before it starts.
 */
export async function startNginx({port, include, setup = writeNginxConf({port, include})}) {
  const busy = await fetch(`http://127.0.0.1:${port}/`, {redirect: 'manual'}).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is already in use (a leftover nginx?)`);
  const child = spawn(nginxBinary(), setup.args, {stdio: ['ignore', 'inherit', 'inherit']});
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => {
        fs.rmSync(setup.dir, {recursive: true, force: true});
        resolve();
      });
      child.kill('SIGTERM'); // fast shutdown: a graceful one waits for idle keep-alive connections
    });
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode} (config ${setup.conf})`);
    try {
      await fetch(`http://127.0.0.1:${port}/`, {redirect: 'manual'});
      return {...setup, child, stop, origin: `http://127.0.0.1:${port}`};
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await stop();
  throw new Error(`nginx did not answer on port ${port}`);
}
