import { afterEach, describe, expect, it, vi } from 'vitest';
import { hosts, images } from '@tests/support/inlineDocuments';
import { strings } from '@tests/support/strings';
import type { MapContext } from '../content/context';
import { classifyEmbed } from './embed.modules';
import { mapModules } from './index';

const ctx: MapContext = { site: 'natmus', locale: 'da', hosts, images };

afterEach(() => vi.restoreAllMocks());

const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('embed modules', () => {
  describe('"Embed codes are matched by content"', () => {
    it('"a jotform snippet gives a script": the form id only', () => {
      expect(
        classifyEmbed('<script type="text/javascript" src="https://form.jotform.com/jsform/241563982214356"></script>'),
      ).toEqual({
        kind: 'jotform',
        formId: '241563982214356',
      });
      expect(classifyEmbed('<iframe src="https://form.jotform.com/241563982214356" title="x"></iframe>')).toEqual({
        kind: 'jotform',
        formId: '241563982214356',
      });
      expect(classifyEmbed('<script src="https://form.jotform.com/jsform/evil"></script>')).toBeNull();
    });

    it('"an office snippet gives an iframe": its https src on an Office host only', () => {
      expect(
        classifyEmbed(
          '<iframe src="https://view.officeapps.live.com/op/embed.aspx?src=a&amp;wdAr=1.7" width="960"></iframe>',
        ),
      ).toEqual({ kind: 'office', src: 'https://view.officeapps.live.com/op/embed.aspx?src=a&wdAr=1.7' });
      expect(classifyEmbed('<iframe src="https://evil.example/?officeapps.live.com"></iframe>')).toBeNull();
    });

    it('"a consent-settings link is sanitised by stripping tags"', () => {
      expect(
        classifyEmbed('<a href="javascript:CookieConsent.renew();">Skift dine <b>cookie</b>-indstillinger</a>'),
      ).toEqual({
        kind: 'consentSettings',
        text: 'Skift dine cookie -indstillinger',
      });
    });

    it('"anything else is treated as a paperform id"; what is not an id gives nothing', () => {
      expect(classifyEmbed('natmus-samarbejde')).toEqual({ kind: 'paperform', id: 'natmus-samarbejde' });
      expect(classifyEmbed('<div data-paperform-id="natmus-samarbejde"></div>')).toEqual({
        kind: 'paperform',
        id: 'natmus-samarbejde',
      });
      expect(classifyEmbed('<img src=x onerror=alert(1)>')).toBeNull();
      expect(classifyEmbed('')).toBeNull();
    });

    it('nothing is ever injected as HTML: no mapped embed carries markup', () => {
      const codes = [
        '<script src="https://form.jotform.com/jsform/241563982214356"></script><script>alert(1)</script>',
        '<iframe src="https://view.officeapps.live.com/op/embed.aspx?src=a" onload="alert(1)"></iframe>',
        '<a href="javascript:CookieConsent.renew()" onclick="alert(1)">Cookie<script>alert(1)</script>settings</a>',
        '<div data-paperform-id="abc"><script>alert(1)</script></div>',
      ];
      const blocks = mapModules(
        codes.map((code, i) => ({ _type: 'embed', _key: `e${i}`, code })),
        ctx,
      );
      expect(blocks.map((b) => ('kind' in b ? b.kind : null))).toEqual([
        'jotform',
        'office',
        'consentSettings',
        'paperform',
      ]);
      for (const value of strings(blocks)) expect(value).not.toMatch(/[<>]/);
    });
  });

  it('iframe embed: a page the Content-Security-Policy may frame is a frame; any other https page a link, with a warning', () => {
    const warn = quiet();
    const [framed, linked] = mapModules(
      [
        {
          _type: 'iframeEmbed',
          _key: 'i1',
          url: 'https://forms.office.com/Pages/ResponsePage.aspx?id=x',
          title: 'Spørgeskema',
        },
        {
          _type: 'iframeEmbed',
          _key: 'i2',
          url: 'https://kahoot.it/challenge/vikingetiden',
          title: 'Quiz om vikingetiden',
        },
      ],
      ctx,
    );
    expect(framed).toMatchObject({ _type: 'iframeEmbed', title: 'Spørgeskema' });
    expect(framed).not.toHaveProperty('linkOnly');
    expect(linked).toMatchObject({
      _type: 'iframeEmbed',
      url: 'https://kahoot.it/challenge/vikingetiden',
      linkOnly: true,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('https://kahoot.it is not on the frame allow list'));
    expect(
      mapModules([{ _type: 'iframeEmbed', _key: 'i3', url: 'http://example.com/kort', title: 'Kort' }], ctx),
    ).toEqual([]);
  });
});
