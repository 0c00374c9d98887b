// Lints the site's code (not the MDX articles: those are checked by scripts/check-mdx.mjs).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/build/',
      '**/.docusaurus/',
      'node_modules/',
      'playwright-report/',
      'test-results/',
      'docs/',
      '*.tmp.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    languageOptions: {
      globals: {...globals.node, ...globals.browser},
    },
  },
);
