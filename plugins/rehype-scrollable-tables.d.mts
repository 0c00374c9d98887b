import type {Plugin} from 'unified';
import type {Root} from 'hast';
declare const rehypeScrollableTables: Plugin<[], Root>;
export default rehypeScrollableTables;
