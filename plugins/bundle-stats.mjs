// With BUNDLE_STATS=<file> (set by `npm run bench`), writes which modules make up each client chunk, so the
// benchmark can attribute the bytes of main.js. Without the variable it does nothing.
import fs from 'node:fs';
import path from 'node:path';

export default function bundleStatsPlugin() {
  return {
    name: 'bundle-stats',
    configureWebpack(_config, isServer) {
      const file = process.env.BUNDLE_STATS;
      if (!file || isServer) return {};
      return {
        plugins: [
          {
            apply(compiler) {
              compiler.hooks.done.tap('bundle-stats', (stats) => {
                const json = stats.toJson({
                  all: false,
                  chunks: true,
                  chunkModules: true,
                  ids: true,
                  moduleAssets: false,
                });
                const chunks = json.chunks.map((c) => ({
                  names: c.names,
                  files: c.files,
                  initial: c.initial,
                  modules: (c.modules ?? []).flatMap((m) =>
                    m.modules?.length
                      ? m.modules.map((x) => ({name: x.name ?? x.identifier, size: x.size}))
                      : [{name: m.name ?? m.identifier, size: m.size}],
                  ),
                }));
                fs.mkdirSync(path.dirname(file), {recursive: true});
                fs.writeFileSync(file, JSON.stringify(chunks));
              });
            },
          },
        ],
      };
    },
  };
}
