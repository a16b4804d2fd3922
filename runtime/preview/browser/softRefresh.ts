import { navigate } from 'vike/client/router';

/** Where an element sits: its index among its parent's children, at each level up to the body. */
function pathOf(element: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
    path.unshift(node.parentElement ? [...node.parentElement.children].indexOf(node) : 0);
  }
  return path;
}

function elementAt(path: number[]): Element | undefined {
  let node: Element | undefined = document.body;
  for (const index of path) node = node?.children[index];
  return node;
}

/**
 * Fetches the open page's data again and re-renders it in place, as Vike's client router renders any page: no full
 * reload, the scroll position kept (Vike's own `reload()` would scroll to the top), the address as it was (no new
 * history entry). A refresh is no navigation for the editor: the focus stays where it was. The after-navigation hook
 * would move it to the skip link after keyboard use, and parts that kept their server HTML on the first load
 * (static islands) render anew, so the focused element may be a new one at the same place: that one gets the focus
 * when it is the same kind of element, else nothing has it.
 */
export async function softRefresh(): Promise<void> {
  const focused = document.activeElement;
  const path = focused && focused !== document.body ? pathOf(focused) : undefined;
  await navigate(`${location.pathname}${location.search}${location.hash}`, {
    keepScrollPosition: true,
    overwriteLastHistoryEntry: true,
  });
  if (document.activeElement === focused) return;
  const same = focused?.isConnected ? focused : path && elementAt(path);
  if (same instanceof HTMLElement && same.tagName === focused?.tagName) {
    same.focus({ preventScroll: true });
  } else if (document.activeElement instanceof HTMLElement) {
    document.activeElement.blur();
  }
}
