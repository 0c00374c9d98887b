import type {Plugin} from '@docusaurus/types';
export default function bundleStatsPlugin(): Plugin<unknown>;
