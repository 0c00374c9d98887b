import type {Plugin} from 'unified';
import type {Root} from 'hast';
declare const rehypeTypografNbsp: Plugin<[], Root>;
export default rehypeTypografNbsp;
