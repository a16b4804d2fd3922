import { describe, expect, it } from 'vitest';
import { ContentSetupError, contentConfigFromEnv, liveProjectForSite } from './config';

describe('content configuration', () => {
  it('the embedded dataset is the default whenever no Sanity project is configured', () => {
    expect(contentConfigFromEnv({}).kind).toBe('embedded');
  });

  it('a missing client configuration fails at start-up with a clear setup error', () => {
    expect(() => contentConfigFromEnv({ CONTENT_SOURCE: 'live' })).toThrow(ContentSetupError);
    expect(() => contentConfigFromEnv({ CONTENT_SOURCE: 'live' })).toThrow(/SANITY_PROJECT_ID/);
    expect(() => contentConfigFromEnv({ CONTENT_SOURCE: 'cloud' })).toThrow(ContentSetupError);
  });

  it('project and dataset per site group; dataset default stage', () => {
    const config = contentConfigFromEnv({ SANITY_PROJECT_ID_NATMUS: 'abc123', SANITY_PROJECT_ID_SLOTTE: 'slot42' });
    if (config.kind !== 'live') throw new Error('expected live');
    expect(liveProjectForSite(config, 'krigsmuseet')).toEqual({ projectId: 'abc123', dataset: 'stage' });
    expect(liveProjectForSite(config, 'kronborg')).toEqual({ projectId: 'slot42', dataset: 'stage' });
  });

  it('a site without a content project gets "No CMS found for site {site}"', () => {
    const config = contentConfigFromEnv({ SANITY_PROJECT_ID_NATMUS: 'abc123' });
    if (config.kind !== 'live') throw new Error('expected live');
    expect(() => liveProjectForSite(config, 'trelleborg')).toThrow('No CMS found for site trelleborg');
    expect(() => liveProjectForSite(config, 'louvre')).toThrow('Unknown site: louvre');
  });

  it("Sanity's API CDN for published reads only when SANITY_USE_CDN=true; the embedded dataset's file from CONTENT_DATASET", () => {
    const off = contentConfigFromEnv({ SANITY_PROJECT_ID: 'abc123' });
    const on = contentConfigFromEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_USE_CDN: 'true' });
    expect(off.kind === 'live' && off.useCdn).toBe(false);
    expect(on.kind === 'live' && on.useCdn).toBe(true);
    const embedded = contentConfigFromEnv({ CONTENT_DATASET: '/tmp/scaled.ndjson' });
    expect(embedded.kind === 'embedded' && embedded.datasetFile).toBe('/tmp/scaled.ndjson');
  });
});
