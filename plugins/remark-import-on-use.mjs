// Components that articles use without an import line but that not every page should load: this plugin adds
// `import X from '…'` to the articles that use <X>, instead of X being in the global MDX components
// (src/theme/MDXComponents.tsx), whose code every article page downloads and runs before it responds.
// DocCardList: the theme's DocCard builds an Intl.Segmenter when its module runs (~15 ms of main thread, ~55 ms on
// a throttled phone), and only the section index pages list cards.
/** Component name → module it is the default export of. */
export const IMPORT_ON_USE = {DocCardList: '@theme/DocCardList'};

/** @param {Record<string, string>} [components] */
export default function remarkImportOnUse(components = IMPORT_ON_USE) {
  return (tree) => {
    const used = new Set();
    const imported = new Set();
    const visit = (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name in components) {
        used.add(node.name);
      }
      if (node.type === 'mdxjsEsm') {
        for (const statement of node.data?.estree?.body ?? []) {
          for (const s of statement.specifiers ?? []) imported.add(s.local.name);
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree);
    const imports = [...used]
      .filter((name) => !imported.has(name))
      .sort()
      .map((name) => ({
        type: 'mdxjsEsm',
        value: `import ${name} from '${components[name]}';`,
        data: {
          estree: {
            type: 'Program',
            sourceType: 'module',
            body: [
              {
                type: 'ImportDeclaration',
                specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
                source: {type: 'Literal', value: components[name], raw: JSON.stringify(components[name])},
              },
            ],
          },
        },
      }));
    tree.children.unshift(...imports);
  };
}
