import { beforeEach, describe, expect, it } from 'vitest';
import { forgetPageReads, learnPageReads, PAGE_QUERY_PARAMETERS, pageQueryKey } from './pageQueryParameters';

beforeEach(() => forgetPageReads());

describe('the query parameters pages read: one declared rule', () => {
  it('holds search’s, preview’s and paging’s parameters for every page', () => {
    for (const name of ['q', 'type', 'date', 'side', 'page']) expect(PAGE_QUERY_PARAMETERS).toContain(name);
  });

  it('a cache key keeps only those, in one order (by name, values of a name as given)', () => {
    expect(pageQueryKey('')).toBe('');
    expect(pageQueryKey('?utm_source=newsletter&fbclid=x&_=17')).toBe('');
    expect(pageQueryKey('?utm_source=x&q=guld')).toBe('?q=guld');
    expect(pageQueryKey('?type=b&q=x&type=a')).toBe('?q=x&type=b&type=a');
    expect(pageQueryKey('?q=r%C3%B8de+m%C3%BCnze')).toBe(pageQueryKey('?q=r%C3%B8de%20m%C3%BCnze'));
  });

  it('the calendar’s day, range and tags count validated and canonical: sorted, lower case, unreadable left out', () => {
    expect(pageQueryKey('?emne=Jul&til=2026-11-29&fra=2026-11-28&utm_source=x')).toBe(
      '?emne=jul&fra=2026-11-28&til=2026-11-29',
    );
    expect(pageQueryKey('?emne=jul&emne=B%C3%B8rn')).toBe(pageQueryKey('?emne=b%C3%B8rn&emne=Jul'));
    expect(pageQueryKey('?fra=garbage&til=2026-02-31&emne=')).toBe('');
  });

  it('on a path known not to be a calendar page the calendar’s parameters are dropped; on a calendar page kept', () => {
    const page = { site: 'natmus', path: '/besoeg' };
    const calendar = { site: 'natmus', path: '/kalender' };
    // Not known yet: kept (a first render can never be stored under the wrong copy).
    expect(pageQueryKey('?fra=2026-11-28', page)).toBe('?fra=2026-11-28');
    expect(learnPageReads(page, null)).toBe(true);
    expect(learnPageReads(calendar, 'calendar')).toBe(true);
    expect(learnPageReads(calendar, 'calendar')).toBe(false);
    expect(pageQueryKey('?fra=2026-11-28&q=x', page)).toBe('?q=x');
    expect(pageQueryKey('?fra=2026-11-28', calendar)).toBe('?fra=2026-11-28');
    expect(pageQueryKey('?fra=2026-11-28', { site: 'kronborg', path: '/besoeg' })).toBe('?fra=2026-11-28');
  });
});
