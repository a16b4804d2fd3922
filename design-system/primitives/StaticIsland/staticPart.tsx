import type { ComponentType } from 'react';
import { lazy } from '@design-system/interactivity/lazyCode';
import { StaticIsland } from './StaticIsland';
import type { StaticData } from './staticData';

/**
 * A static part's props: each of them may come as static data (./staticData.ts), or all of them as one (`data`).
 * Static data is what only the part reads, so a first load's hydration data leaves it out.
 */
export type StaticPartProps<P extends object> = { [K in keyof P]: P[K] | StaticData<P[K]> } | { data: StaticData<P> };

/** A static part's component, with the loader of its code. */
export type StaticPart<P extends object> = ComponentType<StaticPartProps<P>> & {
  /** Loads the part's code (once); a render after it shows the part from its code. */
  load: () => Promise<void>;
};

/** Every part declared so far (by the modules loaded so far), for `loadStaticParts`. */
const declared: StaticPart<never>[] = [];

/**
 * A part of an interactive component or page whose own code needs no browser (the hero beside a play button, the
 * teasers in a tab panel, a search page whose form is a plain GET form), declared with its code in a chunk of its
 * own: `staticPart('the overview heading', () => import('@design-system/blocks/MegaHeading').then((m) => m.MegaHeading))`.
 * It renders through a StaticIsland: a first load keeps its server HTML and never downloads its code, while the
 * interactive code around it hydrates. The server and a client-side navigation render it from its code, loaded
 * before they render (`loadStaticParts`: runtime/render/pageCode.ts, runtime/pages/+onBeforeRenderClient.ts);
 * anything else that renders it unloaded (the catalogue) gets its code loaded and shown a moment later.
 *
 * Props only, and data: children handed in would be frozen with it. Data that nothing but the part reads comes best
 * as static data (`staticData(...)`: ./staticData.ts), which a first load leaves out of its hydration data. Its
 * module, with all it imports, must say no `'use client'` (design-system/interactivity/interactivity.test.ts reads
 * every declaration).
 */
export function staticPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): StaticPart<P> {
  // The part's code, and what reads its static data: neither is needed before the part renders from its code, so
  // neither is on a first load (the reader is a chunk of its own, loaded with the first part's code).
  const code = lazy(() =>
    Promise.all([load(), import('./staticData')]).then(
      ([Component, { propsFromStaticData }]) =>
        (props: StaticPartProps<P>) => <Component {...propsFromStaticData(props, name)} />,
    ),
  );
  // The content reads the code when it renders, not when the part did: after the island's own load, it is there.
  const content = (props: StaticPartProps<P>) => {
    const Loaded = code.value;
    return Loaded ? <Loaded {...props} /> : null;
  };
  const Part = (props: StaticPartProps<P>) => (
    <StaticIsland name={name} ready={code.value !== undefined} load={code.load}>
      {() => content(props)}
    </StaticIsland>
  );
  Part.displayName = `StaticPart(${name})`;
  const part = Object.assign(Part, { load: () => code.load().then(() => undefined) });
  declared.push(part as unknown as StaticPart<never>);
  return part;
}

/**
 * Loads the code of every static part the modules loaded so far declare: before a render that does not hydrate a
 * first load's HTML (the server's, a client-side navigation's, a test's). A navigation may so load a part the next
 * page does not show (one an earlier page declared): a few hundred bytes, after the first load.
 */
export async function loadStaticParts(): Promise<void> {
  await Promise.all(declared.map((part) => part.load()));
}
