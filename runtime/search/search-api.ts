import type { Context } from 'hono';
import { z } from 'zod';
import { locales } from '@design-system/i18n/locales';
import { contentRuntime } from '../cms';
import { hostConfig } from '../server/context';
import { siteForHost } from '../sites/hosts';
import { DEFAULT_SEARCH_ENVIRONMENT, MAX_QUERY_LENGTH, SEARCH_ENVIRONMENTS } from './backend';
import { searchBackendFor } from './config';

/** The search endpoint's path. */
export const SEARCH_API_PATH = '/api/search/get-embedding-result';

export const SEARCH_API_ERRORS = {
  queryRequired: 'The query parameter is required',
  queryEmpty: 'The query parameter must not be empty',
  queryTooLong: `The query parameter must be at most ${MAX_QUERY_LENGTH} characters`,
  unknownEnvironment: (value: string) =>
    `Unknown environment "${value}": expected one of ${SEARCH_ENVIRONMENTS.join(', ')}`,
  unknownLocale: (value: string) => `Unknown locale "${value}": expected one of ${locales.join(', ')}`,
} as const;

/** The endpoint's query values: environment (default stage), query (1–200 characters), optional locale. */
export const searchApiRequestSchema = z.object({
  environment: z
    .string()
    .default(DEFAULT_SEARCH_ENVIRONMENT)
    .refine((value) => (SEARCH_ENVIRONMENTS as readonly string[]).includes(value), {
      error: (issue) => SEARCH_API_ERRORS.unknownEnvironment(String(issue.input)),
    }),
  query: z
    .string({ error: SEARCH_API_ERRORS.queryRequired })
    .trim()
    .min(1, SEARCH_API_ERRORS.queryEmpty)
    .max(MAX_QUERY_LENGTH, SEARCH_API_ERRORS.queryTooLong),
  locale: z
    .string()
    .optional()
    .refine((value) => value === undefined || (locales as readonly string[]).includes(value), {
      error: (issue) => SEARCH_API_ERRORS.unknownLocale(String(issue.input)),
    }),
});

/**
 * GET /api/search/get-embedding-result?environment=…&query=…: the ids of the matching documents,
 * best first, as a JSON list. Bad input is a 400 with a JSON error; a failing search backend gives
 * an empty list and a logged error, never a 500.
 */
export async function searchApi(c: Context): Promise<Response> {
  const parsed = searchApiRequestSchema.safeParse({
    environment: c.req.query('environment') || undefined,
    query: c.req.query('query'),
    locale: c.req.query('locale') || undefined,
  });
  if (!parsed.success) {
    const message = parsed.error.issues.map((issue) => issue.message).join('; ');
    return c.json({ error: 'Bad Request', message }, 400, { 'Cache-Control': 'no-store' });
  }
  const { environment, query, locale } = parsed.data;
  const site = siteForHost(c.req.header('host'), hostConfig());
  let ids: string[] = [];
  try {
    const backend = searchBackendFor(site, contentRuntime().config);
    ids = await backend.findIds({
      query,
      environment,
      site,
      ...(locale ? { locale: locale as (typeof locales)[number] } : {}),
    });
  } catch (error) {
    console.error(`[search] The search backend failed for "${query}" on ${site}`, error);
  }
  return c.json(ids, 200, { 'Cache-Control': 'public, max-age=0, s-maxage=300' });
}
