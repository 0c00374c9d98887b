// Wide tables scroll sideways on a phone. A scrollable area must be reachable by keyboard (WCAG 2.1.1,
// axe `scrollable-region-focusable`), so each article table is wrapped in a focusable, labelled region.
export default function rehypeScrollableTables() {
  return (tree) => {
    // Landmark names must be unique on a page: «Таблица 1», «Таблица 2»…
    let count = 0;
    const visit = (node) => {
      if (!node.children) return;
      node.children = node.children.map((child) => {
        if (child.type === 'element' && child.tagName === 'table') {
          count++;
          return {
            type: 'element',
            tagName: 'div',
            properties: {className: ['table-scroll'], tabIndex: 0, role: 'region', ariaLabel: `Таблица ${count}`},
            children: [child],
          };
        }
        visit(child);
        return child;
      });
    };
    visit(tree);
  };
}
