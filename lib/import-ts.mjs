// Loads a TypeScript module (src/data/provider.ts, src/utils/*.ts) from plain Node scripts and node:test,
// with jiti: the transpiler Docusaurus itself uses to load docusaurus.config.ts (Node 20 cannot strip types).
import createJiti from 'jiti';

const jiti = createJiti(import.meta.url, {interopDefault: false, cache: true});

/** The module's exports (named ones and `default`). */
export function importTs(file) {
  return jiti(file);
}
