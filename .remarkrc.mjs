// Content lint (`npm run lint:content`): MDX syntax and structure of docs/ with remark-lint.
// Run from the project root: remark --rc-path .remarkrc.mjs --ext md,mdx --quiet --frail docs
import presetRecommended from 'remark-preset-lint-recommended';
import presetConsistent from 'remark-preset-lint-consistent';
import {remarkDocusaurusSyntax} from './lib/content/mdx.mjs';
import remarkLintAdmonitions from './plugins/remark-lint-admonitions.mjs';

export default {
  settings: {bullet: '-', emphasis: '*', strong: '*', rule: '-'},
  plugins: [
    // The build's MDX syntax and MDX 1 compatibility preprocessing (lib/content/mdx.mjs).
    remarkDocusaurusSyntax,
    presetRecommended,
    presetConsistent,
    // Lists are numbered 1., 2., 3. in our articles; tables may contain long cells.
    ['remark-lint-ordered-list-marker-value', 'ordered'],
    ['remark-lint-list-item-bullet-indent', false],
    // Table cell padding is cosmetic and differs between writers; it does not change the output.
    ['remark-lint-table-cell-padding', false],
    remarkLintAdmonitions,
  ],
};
