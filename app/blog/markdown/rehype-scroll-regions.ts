import type { Element, ElementContent, Root, RootContent } from "hast";

/**
 * Code blocks and tables may be wider than the page and scroll sideways. A keyboard user can only scroll
 * what can take focus, so each becomes a focusable region named after what it holds ("Code block 2",
 * "Table 1"; numbered, so the names stay unique). Tables are wrapped in the scrolling element.
 */
export function rehypeScrollRegions() {
  return (tree: Root) => {
    const counts = { code: 0, table: 0 };
    const visit = (children: (RootContent | ElementContent)[]) => {
      children.forEach((child, index) => {
        if (child.type !== "element") return;
        if (child.tagName === "pre") {
          counts.code += 1;
          Object.assign(child.properties, region(`Code block ${counts.code}`));
          return;
        }
        if (child.tagName === "table") {
          counts.table += 1;
          const wrapper: Element = {
            type: "element",
            tagName: "div",
            properties: { className: ["table-scroll"], ...region(`Table ${counts.table}`) },
            children: [child],
          };
          children[index] = wrapper;
          visit(child.children);
          return;
        }
        visit(child.children);
      });
    };
    visit(tree.children);
  };
}

function region(label: string) {
  return { tabIndex: 0, role: "region", ariaLabel: label };
}
