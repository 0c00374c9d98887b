import type {LoadContext, Plugin} from '@docusaurus/types';
export interface LlmsTxtOptions {
  /** OpenSearch ShortName, at most 16 characters. */
  shortName: string;
  /** OpenSearch Description and the title of the head link. */
  description: string;
  /** The one-paragraph summary (Russian) under the title of /llms.txt. */
  summary: string;
}
export default function llmsTxtPlugin(context: LoadContext, options: LlmsTxtOptions): Plugin<unknown>;
