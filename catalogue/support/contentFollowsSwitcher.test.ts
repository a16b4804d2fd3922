import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { type Locale, locales } from '@design-system/i18n/locales';
import type { ContentSettings } from '@fixtures/components/siteContent';

/**
 * The catalogue's switcher selects a site and a language (settings.ts), and a block's or a template's Default story
 * shows its content in them: the story passes `useCatalogueSettings()` to a fixture function of `{ site, locale }`
 * (`pageHeroFor`, `openingHoursFor`, `exhibitionPageFor` …, catalogue/README.md "Content per site and language"). The
 * other stories (Long text, Minimal, Empty …) keep their Danish fixtures.
 */
const root = resolve(import.meta.dirname, '../..');
const blockStories = join(root, 'catalogue/stories/Blocks');

/**
 * Blocks whose Default story has no text of ours in any language, so nothing to switch; each with its reason.
 * Keep it short: a block with a title, a label or an alt text belongs in the switcher.
 */
const NO_LANGUAGE: Record<string, string> = {
  'Embed.stories.tsx':
    'the default is a Jotform form given by its id: the form, its questions and its language live at Jotform',
};

const storyFiles = readdirSync(blockStories).filter((file) => file.endsWith('.stories.tsx'));

const templateStories = join(root, 'catalogue/stories/Templates');
const templateFiles = readdirSync(templateStories).filter((file) => file.endsWith('.stories.tsx'));

/** Whether a Default story passes the switcher's settings to a content function. */
const follows = (story: string | undefined) =>
  !!story && story.includes('useCatalogueSettings()') && /\b\w+For\(/.test(story);

/** The source of a stories file's `Default` story: from its export to the next export (or the end). */
function defaultStory(source: string): string | undefined {
  const start = source.search(/export const Default\b/);
  if (start < 0) return undefined;
  const next = source.indexOf('\nexport ', start + 1);
  return source.slice(start, next < 0 ? undefined : next);
}

const fixtureModules = import.meta.glob<Record<string, unknown>>('@fixtures/components/*.fixtures.ts', {
  eager: true,
});

type ContentFunction = (settings: ContentSettings) => unknown;

/** Every exported `*For` function of the fixtures files: the fixtures that follow the switcher. */
const contentFunctions = Object.entries(fixtureModules).flatMap(([file, module]) =>
  Object.entries(module)
    .filter((entry): entry is [string, ContentFunction] => entry[0].endsWith('For') && typeof entry[1] === 'function')
    .map(([name, fn]) => ({ file: file.replace(/^.*\//, ''), name, fn })),
);

/** All named fixtures of all fixtures files, by export name (`pageHeroFixtures`). */
const namedFixtures = new Map(
  Object.values(fixtureModules).flatMap((module) =>
    Object.entries(module).filter(([name]) => name.endsWith('Fixtures')),
  ),
);

/**
 * The model as it shows. Portable Text's `_key`s are counters, different on every call: they are left out, and a
 * span's marks name a link by its place in the block's markDefs instead of by its key.
 */
function shown(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shown);
  if (!value || typeof value !== 'object') return value;
  const fields = value as Record<string, unknown>;
  const markDefs = Array.isArray(fields.markDefs) ? (fields.markDefs as { _key?: string }[]) : [];
  const place = new Map(markDefs.map((def, index) => [def._key, `markDefs[${index}]`]));
  const withPlaces = (spans: { marks?: string[] }[]) =>
    spans.map((span) => ({ ...span, marks: span.marks?.map((mark) => place.get(mark) ?? mark) }));
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([key, field]) => key !== '_key' && field !== undefined)
      .map(([key, field]) => [
        key,
        shown(key === 'children' && Array.isArray(field) ? withPlaces(field as { marks?: string[] }[]) : field),
      ]),
  );
}

const natmus = (locale: Locale): ContentSettings => ({ site: 'natmus', locale });

/**
 * Content functions whose Danish main-site result is not their `default` fixture, on purpose, each with its reason.
 */
const NOT_THE_DEFAULT: Record<string, string> = {
  teaserGridFor: "built from the site's own welcome and the translated exhibitions, not the default's four teasers",
  frontPageHeroFor: "the site's welcome and a current exhibition, not the default's two Viking teasers",
  frontPageFor: "the site's hero and teaser row; the default fixture is the text-section page",
};

describe("content per site and language (the catalogue's switcher)", () => {
  it('finds the block stories and the content functions', () => {
    expect(storyFiles.length).toBeGreaterThan(40);
    expect(templateFiles.length).toBeGreaterThan(20);
    expect(contentFunctions.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['pageHeroFor', 'teaserGridFor', 'openingHoursFor']),
    );
    const withoutDefault = contentFunctions
      .filter(({ name }) => !namedFixtures.has(`${name.slice(0, -'For'.length)}Fixtures`))
      .map(({ file, name }) => `${file}: ${name}`);
    expect(withoutDefault, 'name a content function after its fixtures: pageHeroFor, pageHeroFixtures').toEqual([]);
    for (const file of Object.keys(NO_LANGUAGE)) expect(storyFiles, `stale exception ${file}`).toContain(file);
    for (const name of Object.keys(NOT_THE_DEFAULT))
      expect(
        contentFunctions.map((fn) => fn.name),
        `stale exception ${name}`,
      ).toContain(name);
  });

  it("every block's default story shows its content in the language chosen in the catalogue's switcher", () => {
    const notFollowing = storyFiles.filter((file) => {
      if (NO_LANGUAGE[file]) return false;
      return !follows(defaultStory(readFileSync(join(blockStories, file), 'utf8')));
    });
    expect(notFollowing, 'pass useCatalogueSettings() to a *For(settings) fixture in the Default story').toEqual([]);
  });

  it("every template's default story shows its content in the language chosen in the catalogue's switcher", () => {
    const notFollowing = templateFiles.filter(
      (file) => !follows(defaultStory(readFileSync(join(templateStories, file), 'utf8'))),
    );
    expect(
      notFollowing,
      'pass useCatalogueSettings() to a <template>For(settings) fixture in the Default story',
    ).toEqual([]);
  });

  it.each(locales.filter((locale) => locale !== 'da'))(
    'no content function ignores the language: each gives other content in %s than in Danish',
    (locale) => {
      const same = contentFunctions
        .filter(({ fn }) => JSON.stringify(shown(fn(natmus('da')))) === JSON.stringify(shown(fn(natmus(locale)))))
        .map(({ file, name }) => `${file}: ${name}`);
      expect(same).toEqual([]);
    },
  );

  it('in Danish on the main site a content function gives its default fixture (the Danish stories stay as they were)', () => {
    const changed = contentFunctions
      .filter(({ name }) => !NOT_THE_DEFAULT[name])
      .filter(({ name, fn }) => {
        const fixtures = namedFixtures.get(`${name.slice(0, -'For'.length)}Fixtures`) as
          | { default?: unknown }
          | undefined;
        return !isDeepStrictEqual(shown(fn(natmus('da'))), shown(fixtures?.default));
      })
      .map(({ file, name }) => `${file}: ${name}`);
    expect(changed).toEqual([]);
  });

  it('every exception says why', () => {
    for (const [name, reason] of Object.entries({ ...NO_LANGUAGE, ...NOT_THE_DEFAULT }))
      expect(reason.length, name).toBeGreaterThan(20);
  });
});
