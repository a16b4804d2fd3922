import { describe, expect, it } from 'vitest';
import { canonical, danishAliases, storyMatchesSearch, titleToIdPrefix } from './searchAliases';
import { isUsageNote } from './usage';

/**
 * Issue item 9, "Catalogue for designers": "a short usage note per component (when to use, props that matter,
 * accessibility notes)" and "Danish search aliases" ("kalender" must find the calendar stories).
 * Read from the stories files' default exports, as Ladle reads them.
 */
const storyFiles = import.meta.glob<{ title: string; meta?: { usage?: unknown } }>('../stories/**/*.stories.tsx', {
  eager: true,
  import: 'default',
});
const defaults = Object.entries(storyFiles).map(([file, story]) => ({ file, ...story }));
const titles = defaults.map((story) => story.title);

/** Ladle's canonical form of what a designer types into the sidebar search. */
const typed = canonical;

describe('usage notes', () => {
  it('every stories file carries a usage note: when to use, props that matter, accessibility', () => {
    expect(defaults.length).toBeGreaterThan(100);
    const without = defaults.filter((story) => !isUsageNote(story.meta?.usage)).map((story) => story.file);
    expect(without).toEqual([]);
  });
});

describe('Danish search aliases', () => {
  it('every component in the catalogue has Danish aliases, and every alias names a component that exists', () => {
    expect(titles.filter((title) => !danishAliases[title])).toEqual([]);
    expect(Object.keys(danishAliases).filter((title) => !titles.includes(title))).toEqual([]);
  });

  it('"kalender" finds the calendar stories and not the buttons', () => {
    const ids = titles.map((title) => `${titleToIdPrefix(title)}--default`);
    const found = ids.filter((id) => storyMatchesSearch(id, typed('kalender')));
    expect(found).toEqual(
      expect.arrayContaining([
        'blocks--calendar-days--default',
        'blocks--calendar-teaser--default',
        'templates--calendar-page--default',
      ]),
    );
    expect(found).not.toContain('primitives--button--default');
  });

  it.each([
    ['udstilling', 'templates--exhibition-page'],
    ['billet', 'blocks--ticket-module'],
    ['knap', 'primitives--button'],
    ['sidehoved', 'shell--header'],
    ['sidefod', 'shell--footer'],
    ['søgning', 'templates--search-page'],
    ['podcast', 'templates--podcast-show-page'],
    ['begivenhed', 'templates--event-page'],
    ['viden', 'templates--knowledge-article'],
    ['spørgsmål og svar', 'blocks--accordion'],
  ])('"%s" finds %s', (word, prefix) => {
    expect(storyMatchesSearch(`${prefix}--default`, typed(word))).toBe(true);
  });

  it('an English word still finds stories by their id, as in Ladle', () => {
    expect(storyMatchesSearch('blocks--calendar-teaser--default', typed('calendar'))).toBe(true);
  });
});
