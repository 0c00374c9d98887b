import type {LoadContext, Plugin} from '@docusaurus/types';
export interface FaqItem {
  q: string;
  a: string;
}
export function extractFaq(text: string, file?: string): FaqItem[];
export function faqsOfDocs(
  docs: {id: string; source: string; frontMatter?: Record<string, unknown>}[],
  siteDir: string,
): Record<string, FaqItem[]>;
export default function faqDataPlugin(context: LoadContext): Plugin<unknown>;
