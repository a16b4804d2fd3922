import { describe, expect, it } from 'vitest';
import { hostConfigFromEnv } from '../sites/hosts';
import { presentationAllowOrigins, presentationPreviewUrl, presentationResolve } from '.';

describe('the Presentation tool options', () => {
  it("the preview opens on the site's origin and enters preview through the site's handshake route", () => {
    expect(presentationPreviewUrl('kronborg')).toEqual({
      initial: 'https://kronborg.dk',
      previewMode: { enable: '/api/preview/enable' },
    });
  });

  it('the preview may go to the sites that share the content project, and only those', () => {
    expect(presentationAllowOrigins('slotte')).toEqual(['https://kronborg.dk']);
    expect(presentationAllowOrigins('vikingetid')).toEqual(['https://kongernesjelling.dk', 'https://trelleborg.dk']);
    expect(presentationAllowOrigins('natmus')).toContain('https://forskning.natmus.dk');
    expect(presentationAllowOrigins('natmus')).not.toContain('https://kronborg.dk');
  });

  it("the resolvers use production's origins unless given others", () => {
    expect(presentationResolve().mainDocuments[0]?.route).toBe('https://natmus.dk/:path*');
    const staging = hostConfigFromEnv({ SITE_ORIGINS: '{"natmus":"https://staging.natmus.dk"}' });
    expect(presentationResolve(staging).mainDocuments[0]?.route).toBe('https://staging.natmus.dk/:path*');
    expect(presentationPreviewUrl('natmus', staging).initial).toBe('https://staging.natmus.dk');
  });
});
