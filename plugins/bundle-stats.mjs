// With BUNDLE_STATS=<file> (set by `npm run bench`), writes which modules make up each client chunk, so the
// benchmark can attribute the bytes of main.js. Without the variable it does nothing.
// rspack's stats leave out nested (concatenated), orphan and dependent modules by default, and cap each list;
// without them most of main.js had no name. Concatenated modules are flattened into their inner modules.
import fs from 'node:fs';
import path from 'node:path';

const STATS_OPTIONS = {
  all: false,
  chunks: true,
  chunkModules: true,
  nestedModules: true,
  dependentModules: true,
  orphanModules: true,
  ids: true,
  moduleAssets: false,
  chunkModulesSpace: Infinity,
  nestedModulesSpace: Infinity,
  modulesSpace: Infinity,
};

/**
 * The leaf modules of a stats module: a concatenated module is replaced by the modules it holds. `id` is the
 * module id in the bundle (shared by the modules concatenated into one), e.g. to read a CPU profile.
 */
function leaves(m, id = m.id) {
  if (m.modules?.length) return m.modules.flatMap((x) => leaves(x, id ?? x.id));
  return [{name: m.name ?? m.identifier ?? '(unnamed)', size: m.size ?? 0, id: id ?? null}];
}

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
                const json = stats.toJson(STATS_OPTIONS);
                const chunks = json.chunks.map((c) => ({
                  names: c.names,
                  files: c.files,
                  initial: c.initial,
                  modules: (c.modules ?? []).flatMap((m) => leaves(m)),
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
