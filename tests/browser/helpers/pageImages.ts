/**
 * Which images a server-rendered page shows, read from its HTML: the content-platform image assets that its elements
 * reference (`<img src>`/`srcset`, `<source srcset>`, a `poster`, a CSS `url(…)` in a style), as the asset's sha1
 * (`{sha1}-{width}x{height}` in the image URL, `image-{sha1}-…` as an asset id). The LQIP placeholders are data URLs,
 * not assets, and do not count; nor does a preload `<link>`, which shows nothing.
 *
 * An element is one use of each asset it names, however many sizes its `srcset` lists. Uses inside one `<figure>`
 * are one use: a figure is one illustration, as an image with its own close-up beside it (the image-detail block).
 * Tab panels are alternatives: a visitor sees the page with one panel at a time, so each panel is counted together
 * with everything outside the panels, never with the other panels.
 */

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title']);

/** An asset in an image URL (`…/{sha1}-1600x900.jpg?w=…`) or as an asset id (`image-{sha1}-1600x900-jpg`). */
const ASSET = /(?:\/|image-)([0-9a-f]{40})-\d+x\d+/g;
const TAG =
  /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s/>"'=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;

export interface ImageUse {
  /** The asset's sha1. */
  asset: string;
  /** Inside `<main>`. */
  inMain: boolean;
  /** The tab panel it is in (its position among the page's panels), or null outside panels. */
  panel: number | null;
  /** The label of that panel's tab (its `aria-labelledby` id when the tab is not found). */
  panelLabel: string | null;
}

interface Open {
  name: string;
  main: boolean;
  panel: number | null;
  figure: number | null;
}

/** Every image use in the page's body, in document order (one per element, figure and asset). */
export function imageUses(html: string): ImageUse[] {
  const bodyAt = html.search(/<body[\s>]/i);
  const body = bodyAt >= 0 ? html.slice(bodyAt) : html;
  const uses: ImageUse[] = [];
  const stack: Open[] = [];
  const panelLabels: string[] = [];
  const seenInFigure = new Set<string>();
  let figures = 0;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(body); match; match = TAG.exec(body)) {
    const [, closing, rawName, attributes = ''] = match;
    if (!rawName) continue; // a comment
    const name = rawName.toLowerCase();
    if (closing) {
      const at = stack.map((open) => open.name).lastIndexOf(name);
      if (at >= 0) stack.length = at;
      continue;
    }
    const parent = stack[stack.length - 1];
    const context: Open = {
      name,
      main: (parent?.main ?? false) || name === 'main',
      panel: parent?.panel ?? null,
      figure: parent?.figure ?? null,
    };
    if (/\srole="tabpanel"/.test(attributes)) {
      context.panel = panelLabels.length;
      panelLabels.push(/\saria-labelledby="([^"]*)"/.exec(attributes)?.[1] ?? `panel ${panelLabels.length + 1}`);
    }
    if (name === 'figure') context.figure = figures++;
    // One use per element and asset, however many sizes the element lists. A `<link rel="preload">` (React puts the
    // hero's where the page starts) and a `<meta>` show nothing.
    const shown = name !== 'link' && name !== 'meta';
    const assets = new Set(shown ? [...attributes.matchAll(ASSET)].flatMap(([, asset]) => (asset ? [asset] : [])) : []);
    for (const asset of assets) {
      if (context.figure !== null) {
        const figureKey = `${context.figure}:${asset}`;
        if (seenInFigure.has(figureKey)) continue;
        seenInFigure.add(figureKey);
      }
      uses.push({ asset, inMain: context.main, panel: context.panel, panelLabel: null });
    }
    if (RAW_TEXT_ELEMENTS.has(name)) {
      const end = body.toLowerCase().indexOf(`</${name}`, TAG.lastIndex);
      TAG.lastIndex = end >= 0 ? end : body.length;
      continue;
    }
    if (!VOID_ELEMENTS.has(name) && !match[4]) stack.push(context);
  }
  // Name each panel by its tab's text, for the messages.
  const tabText = (id: string) => {
    const tab = new RegExp(`<[^>]*\\sid="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>([^<]*)<`).exec(body);
    return tab?.[1]?.trim() || id;
  };
  return uses.map((use) =>
    use.panel === null ? use : { ...use, panelLabel: tabText(panelLabels[use.panel] as string) },
  );
}

export interface RepeatedImage {
  asset: string;
  /** How often the page shows it in that view. */
  count: number;
  /** 'page', or the tab panel the view includes. */
  view: string;
}

/**
 * The images a page shows more than once, in any of its views (everything outside tab panels, with one panel at a
 * time). `allowedTwice` names assets that may show twice when one of the two is outside `<main>` (the menu's
 * featured ticket on that ticket's own page).
 */
export function repeatedImages(html: string, allowedTwice: ReadonlySet<string> = new Set()): RepeatedImage[] {
  const uses = imageUses(html);
  const panels = [...new Set(uses.flatMap((use) => (use.panel === null ? [] : [use.panel])))];
  const views: { label: string; uses: ImageUse[] }[] = [
    { label: 'page', uses: uses.filter((use) => use.panel === null) },
    ...panels.map((panel) => {
      const inPanel = uses.filter((use) => use.panel === panel);
      return {
        label: `tab "${inPanel[0]?.panelLabel ?? panel}"`,
        uses: [...uses.filter((use) => use.panel === null), ...inPanel],
      };
    }),
  ];
  const repeated = new Map<string, RepeatedImage>();
  for (const view of views) {
    const counts = new Map<string, ImageUse[]>();
    for (const use of view.uses) counts.set(use.asset, [...(counts.get(use.asset) ?? []), use]);
    for (const [asset, all] of counts) {
      if (all.length < 2) continue;
      if (all.length === 2 && allowedTwice.has(asset) && all.some((use) => !use.inMain)) continue;
      const key = `${asset} ${view.label}`;
      if (!repeated.has(key)) repeated.set(key, { asset, count: all.length, view: view.label });
    }
  }
  return [...repeated.values()];
}
