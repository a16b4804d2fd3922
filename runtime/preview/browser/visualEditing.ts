/** A run of the invisible characters stega hides a text's document and field in (@vercel/stega's alphabet). */
const STEGA = /(?:\u200b|\u200c|\u200d|\ufeff){8,}/u;

/** What a text node's stega says (null for a text without), each node decoded once per pass over the page. */
type StegaOf = (node: Node) => unknown;

function stegaReader(decode: (text: string) => unknown): StegaOf {
  const decoded = new Map<Node, unknown>();
  return (node) => {
    if (!decoded.has(node)) {
      const text = node.textContent ?? '';
      decoded.set(node, STEGA.test(text) ? (decode(text) ?? null) : null);
    }
    return decoded.get(node);
  };
}

/**
 * Makes what stega cannot carry clickable too: a text the site computes or words itself (a date, a price, a
 * calendar entry's times, opening hours, a label) gets the document of its context: the first annotated text of
 * its nearest enclosing element that has any (a hero's title, a ticket row's variant, an event row's event), as a
 * `data-sanity` attribute the overlay reads. Done here in the browser, in preview only: published HTML has none.
 */
function annotateComputedTexts(stegaOf: StegaOf): void {
  const main = document.querySelector('main');
  if (!main) return;
  const firstAnnotated = new Map<Element, string | null>();
  const contextOf = (element: Element): string | null => {
    let found = firstAnnotated.get(element);
    if (found === undefined) {
      found = null;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node && found === null; node = walker.nextNode()) {
        const data = stegaOf(node);
        if (data) found = JSON.stringify(data);
      }
      firstAnnotated.set(element, found);
    }
    return found;
  };
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const own = node.parentElement;
    const text = node.textContent ?? '';
    if (!own || !text.trim() || STEGA.test(text) || own.dataset.sanity !== undefined || contextOf(own)) continue;
    for (let element = own.parentElement; element && element !== main; element = element.parentElement) {
      const context = contextOf(element);
      if (!context) continue;
      own.dataset.sanity = context;
      break;
    }
  }
}

/** Where a stega text links to in the Studio: its document and the block its field lies in (`modules[_key=="a1"]`). */
function blockOf(data: unknown): string | null {
  const href = (data as { href?: unknown } | null)?.href;
  if (typeof href !== 'string') return null;
  const params = new Map(
    (href.split('/intent/edit/')[1]?.split('?')[0] ?? '').split(';').map((part) => {
      const [key = '', value = ''] = part.split('=');
      return [key, decodeURIComponent(value)] as const;
    }),
  );
  const block = /^[A-Za-z]\w*\[_key=="[^"]+"\]/.exec(params.get('path') ?? '')?.[0];
  return block ? `${params.get('id')}|${block}` : null;
}

/**
 * A page block as a whole is a target too: the outermost element whose annotated texts all lie in one block of one
 * document gets `data-sanity-edit-target`, and the overlay links it to what its texts share, the block's path
 * (`modules[_key=="a1"]`): the editor can pick the block itself, to move or remove it.
 */
function markBlocks(stegaOf: StegaOf): void {
  const main = document.querySelector('main');
  if (!main) return;
  const textsByBlock = new Map<string, Element[]>();
  const blockOfElement = new Map<Element, string | null | 'mixed'>();
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const data = stegaOf(node);
    const block = data ? blockOf(data) : null;
    if (!block || !node.parentElement) continue;
    textsByBlock.set(block, [...(textsByBlock.get(block) ?? []), node.parentElement]);
    // Every element above the text holds this block, or several (mixed).
    for (
      let element: Element | null = node.parentElement;
      element && element !== main;
      element = element.parentElement
    ) {
      const seen = blockOfElement.get(element);
      blockOfElement.set(element, seen === undefined || seen === block ? block : 'mixed');
    }
  }
  for (const [block, elements] of textsByBlock) {
    // The outermost ancestor of the block's first text that holds this block alone, and all of its texts.
    let target: Element | null = null;
    for (let element = elements[0] ?? null; element && element !== main; element = element.parentElement) {
      if (blockOfElement.get(element) !== block) break;
      target = element;
    }
    if (!target || !elements.every((element) => target?.contains(element))) continue;
    // A wrapper without a box of its own (a static island's `display: contents`) gives the overlay nothing to
    // outline: its one child is the block.
    while (target && getComputedStyle(target).display === 'contents' && target.childElementCount === 1) {
      target = target.firstElementChild;
    }
    if (target instanceof HTMLElement) target.dataset.sanityEditTarget ??= '';
  }
}

/**
 * The visual-editing overlay (@sanity/visual-editing), loaded as its own chunk only when preview is
 * on and the mode is visual-editing or live-visual-editing: no visitor ever downloads it. The studio
 * drives navigation through a history adapter over Vike's client router; its refresh is the preview's
 * refresh in place (./startPreview.ts: the page's data again, scroll and focus kept; the server renders
 * drafts). Computed texts are annotated here, in the browser, so published HTML carries none.
 */
export async function startVisualEditing(options: {
  refresh: (source: 'manual' | 'mutation') => Promise<void>;
}): Promise<void> {
  const [{ enableVisualEditing }, { navigate }, { vercelStegaDecode }] = await Promise.all([
    import('@sanity/visual-editing/enable-visual-editing'),
    import('vike/client/router'),
    import('@vercel/stega'),
  ]);
  const annotate = () => {
    const stegaOf = stegaReader(vercelStegaDecode);
    annotateComputedTexts(stegaOf);
    markBlocks(stegaOf);
  };
  annotate();
  // Each page the client router renders, and each refresh, brings new texts to annotate.
  let pending = false;
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      annotate();
    });
  }).observe(document.body, { childList: true, subtree: true });
  const listeners = new Set<(update: { type: 'push' | 'pop' | 'replace'; url: string }) => void>();
  window.addEventListener('popstate', () => {
    for (const listener of listeners) listener({ type: 'pop', url: location.href });
  });
  enableVisualEditing({
    history: {
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      update(update) {
        if (update.type === 'push' || update.type === 'replace') {
          void navigate(update.url, { overwriteLastHistoryEntry: update.type === 'replace' });
        } else if (update.type === 'pop') {
          history.back();
        }
      },
    },
    refresh: (payload) => options.refresh(payload.source),
  });
  document.documentElement.dataset.visualEditing = 'on';
}
