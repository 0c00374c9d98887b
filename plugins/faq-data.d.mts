import type {LoadContext, Plugin} from '@docusaurus/types';
export default function faqDataPlugin(context: LoadContext): Plugin<unknown>;
