// Loads a TypeScript module (src/data/provider.ts, src/utils/*.ts) from plain Node scripts and node:test,
// with jiti: the transpiler Docusaurus itself uses to load docusaurus.config.ts (Node 20 cannot strip types).
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const jiti = createJiti(import.meta.url, {interopDefault: false, cache: true});

/** The module's exports (named ones and `default`); a relative path is taken from the project root. */
export function importTs(file) {
  return jiti(path.resolve(ROOT, file));
}
