import type { PageContextServer } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { translate } from '@design-system/i18n/dictionary';
import { logoMarks } from '@design-system/shell/Logo/logoMarks';
import { serverErrorReason } from '@runtime/render/errorReason';
import { identityShell } from '@runtime/render/identityShell';
import type { ErrorPageReason } from '@runtime/render/types';
import { sites } from '@runtime/sites/registry';
import { data } from './+data';

function errorContext(extra: Record<string, unknown>): PageContextServer {
  return { site: 'krigsmuseet', locale: 'en', ...extra } as unknown as PageContextServer;
}

describe('the error page brings its shell and texts as data, built on the server', () => {
  it('an error with a reason (its site shell and view): the reason, as it is', () => {
    const reason: ErrorPageReason = serverErrorReason(identityShell('natmus', 'da'), 'da');
    expect(data(errorContext({ abortReason: reason }))).toBe(reason);
  });

  it('a path nothing answers, with no reason: the site’s own shell and the 404 texts in the page’s language', () => {
    const reason = data(errorContext({ is404: true }));
    expect(reason?.shell.site).toMatchObject({ theme: 'krigsmuseet', name: 'Krigsmuseet', homeHref: '/en' });
    expect(reason?.shell.site.logoMark).toBe(logoMarks[sites.krigsmuseet.logo]);
    expect(reason?.view).toMatchObject({
      statusCode: 404,
      title: translate('en', 'notFoundTitle'),
      description: translate('en', 'notFoundDescription'),
    });
    expect(reason?.title).toBe(`${translate('en', 'notFoundTitle')} (404)`);
  });

  it('an unexpected error while rendering, with no reason: the site’s shell and the 500 texts', () => {
    const reason = data(errorContext({ errorWhileRendering: new Error('boom') }));
    expect(reason?.shell.site.theme).toBe('krigsmuseet');
    expect(reason?.view).toMatchObject({ statusCode: 500, message: translate('en', 'errorDescription') });
  });

  it('"Error pages are not rendered for crawler user agents": nothing to build for a crawler', () => {
    expect(data(errorContext({ is404: true, crawler: true }))).toBeNull();
  });
});
