import type {Plugin} from 'unified';
import type {Root} from 'mdast';
export declare const IMPORT_ON_USE: Record<string, string>;
declare const remarkImportOnUse: Plugin<[Record<string, string>?], Root>;
export default remarkImportOnUse;
