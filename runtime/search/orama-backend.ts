import { create, insertMultiple, type Orama, search } from '@orama/orama';
import { stemmer as danishStemmer } from '@orama/stemmers/danish';
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as germanStemmer } from '@orama/stemmers/german';
import { stemmer as swedishStemmer } from '@orama/stemmers/swedish';
import { type Locale, locales } from '@design-system/i18n/locales';
import { isPageType } from '../cms/pages/pageTypes';
import type { StoredDocument } from '../cms/source/dataset';
import { MAX_SEARCH_RESULTS, type SearchBackend, type SearchBackendQuery } from './backend';

/** Each locale's tokenizer language and stemmer (Orama measures typos against stemmed words). */
const languages: Record<Locale, { language: string; stemmer: (word: string) => string }> = {
  da: { language: 'danish', stemmer: danishStemmer },
  en: { language: 'english', stemmer: englishStemmer },
  de: { language: 'german', stemmer: germanStemmer },
  sv: { language: 'swedish', stemmer: swedishStemmer },
};

/** One typo (an edit distance of 1) is forgiven. */
export const SEARCH_TYPO_TOLERANCE = 1;

const schema = { id: 'string', title: 'string', body: 'string', site: 'enum' } as const;
type SearchIndex = Orama<typeof schema>;

/** Keys whose strings are addresses, settings or identifiers, not text a visitor reads. */
const NOT_TEXT = new Set([
  'slug',
  'current',
  'site',
  'locale',
  'href',
  'url',
  'style',
  'listItem',
  'marks',
  'type',
  'indexingOptions',
  'layout',
  'theme',
  'structuredData',
  'playbackId',
  'embedCode',
  'code',
  'asset',
  'hotspot',
  'crop',
]);

/** The readable text of a document in its locale: every string except keys and settings. */
export function documentText(value: unknown, locale: string, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.trim() && !/^#[0-9a-f]{3,8}$/i.test(value)) out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) documentText(item, locale, out);
  } else if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if (object._type === 'localeString' || object._type === 'localeText') {
      documentText(object[locale], locale, out);
      return out;
    }
    for (const [key, child] of Object.entries(object)) {
      if (key.startsWith('_') || NOT_TEXT.has(key)) continue;
      documentText(child, locale, out);
    }
  }
  return out;
}

/** The pages a visitor can find: published page documents of a locale with a title. */
function searchable(documents: StoredDocument[], locale: Locale): StoredDocument[] {
  return documents.filter(
    (doc) =>
      isPageType(doc._type) &&
      doc.locale === locale &&
      typeof doc.title === 'string' &&
      !doc._id.startsWith('drafts.') &&
      !doc._id.startsWith('versions.'),
  );
}

export async function buildLocaleIndex(documents: StoredDocument[], locale: Locale): Promise<SearchIndex> {
  const { language, stemmer } = languages[locale];
  const db = create({ schema, components: { tokenizer: { language, stemming: true, stemmer } } });
  await insertMultiple(
    db,
    searchable(documents, locale).map((doc) => {
      const { title, ...rest } = doc;
      return {
        id: doc._id,
        title: String(title),
        body: documentText(rest, locale).join(' \n'),
        site: typeof doc.site === 'string' ? doc.site : '',
      };
    }),
  );
  return db;
}

/**
 * The embedded search: an Orama full-text index per locale over the dataset, with that language's
 * stemmer and a typo tolerance of one edit, ranked by BM25 with the title weighted up. The indexes
 * are built lazily, once per process, on the first search (Orama stays on the server).
 */
export function createOramaBackend(loadDocuments: () => StoredDocument[]): SearchBackend {
  const indexes = new Map<Locale, Promise<SearchIndex>>();
  let documents: StoredDocument[] | undefined;

  function indexFor(locale: Locale): Promise<SearchIndex> {
    let index = indexes.get(locale);
    if (!index) {
      documents ??= loadDocuments();
      index = buildLocaleIndex(documents, locale);
      indexes.set(locale, index);
    }
    return index;
  }

  async function searchLocale(locale: Locale, request: SearchBackendQuery) {
    const db = await indexFor(locale);
    const params = {
      term: request.query,
      properties: ['title', 'body'] as ('title' | 'body')[],
      boost: { title: 3 },
      tolerance: SEARCH_TYPO_TOLERANCE,
      limit: request.limit ?? MAX_SEARCH_RESULTS,
      ...(request.site ? { where: { site: { eq: request.site } } } : {}),
    };
    // Documents with every word first; when none has them all, those with any word.
    const all = await search(db, { ...params, threshold: 0 });
    const hits = all.count > 0 ? all : await search(db, { ...params, threshold: 1 });
    return hits.hits.map((hit) => ({ id: hit.document.id, score: hit.score }));
  }

  return {
    kind: 'orama',
    async findIds(request) {
      const searched = request.locale ? [request.locale] : [...locales];
      const results = (await Promise.all(searched.map((locale) => searchLocale(locale, request)))).flat();
      results.sort((a, b) => b.score - a.score);
      return results.slice(0, request.limit ?? MAX_SEARCH_RESULTS).map((hit) => hit.id);
    },
  };
}
