#!/usr/bin/env node
// Keeps `npm ci` working: some platform-specific optional packages (@swc/*-darwin-*, -win32-*, …) are not
// served by this project's npm registry mirror, so `npm install` leaves them out of package-lock.json and
// `npm ci` then refuses the lock as out of sync. This adds lock entries for such missing optional
// dependencies, with the os/cpu/libc they are built for, so npm skips them on other platforms.
// Run after `npm install` changes the lock: node scripts/lock-add-platform-optionals.mjs
import fs from 'node:fs';

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
const os = {darwin: 'darwin', linux: 'linux', win32: 'win32', freebsd: 'freebsd', android: 'android'};
const cpus = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64'];
let added = 0;
for (const [key, pkg] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${key ? `${key}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const parts = name.split('/').pop().split('-');
    const platform = parts.find((p) => os[p]);
    const cpu = parts.find((p) => cpus.includes(p));
    if (!platform || !cpu || !/^\d+\.\d+\.\d+/.test(spec)) {
      console.error(`lock: cannot infer the platform of ${name}@${spec}; add it by hand`);
      process.exitCode = 1;
      continue;
    }
    packages[`node_modules/${name}`] = {
      version: spec,
      cpu: [cpu],
      ...(parts.includes('musl') ? {libc: ['musl']} : parts.includes('gnu') ? {libc: ['glibc']} : {}),
      license: pkg.license ?? 'Apache-2.0',
      optional: true,
      os: [platform],
      engines: {node: '>=10'},
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log(`lock: added ${added} platform-specific optional package(s)`);
