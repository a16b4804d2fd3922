import { useText } from '@design-system/i18n/LocaleContext';
import { Box } from '@design-system/primitives/Box';
import { button } from '@design-system/primitives/Button/Button.css';
import { Container } from '@design-system/primitives/Container';
import { EMBED_SANDBOX, httpsUrl } from '../IframeEmbed';
import { officeFrame } from './Embed.css';

/**
 * An embed code as the runtime classified it: a Jotform form, an Office document, the
 * consent-settings link (its text already stripped of tags) or, for anything else, a Paperform id.
 */
export type EmbedModel =
  | { kind: 'jotform'; formId: string }
  | { kind: 'office'; src: string }
  | { kind: 'consentSettings'; text: string }
  | { kind: 'paperform'; id: string };

export const JOTFORM_SCRIPT = 'https://form.jotform.com/jsform/';
export const PAPERFORM_SCRIPT = 'https://paperform.co/__embed.min.js';

const JOTFORM_ID = /^\d{6,20}$/;
const PAPERFORM_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** Text only: any markup left in the editor's text is dropped (React escapes the rest). */
function plainText(value: string): string {
  return value
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One of the four allow-listed embeds. Nothing is ever injected as raw HTML; an invalid embed renders nothing. */
export function Embed(model: EmbedModel) {
  const t = useText();
  switch (model.kind) {
    case 'jotform': {
      const id = model.formId?.trim();
      if (!id || !JOTFORM_ID.test(id)) return null;
      return (
        <Container>
          <Box paddingBlock="xl">
            {/* Jotform's script writes the form in place, so it loads synchronously where it stands. */}
            <script type="text/javascript" src={`${JOTFORM_SCRIPT}${id}`} />
            <noscript>
              <p>
                {t('blockFormNeedsJavaScript')} <a href={`https://form.jotform.com/${id}`}>{t('blockOpenForm')}</a>
              </p>
            </noscript>
          </Box>
        </Container>
      );
    }
    case 'office': {
      const src = httpsUrl(model.src);
      if (!src) return null;
      return (
        <Container>
          <Box paddingBlock="xl">
            <iframe
              className={officeFrame}
              src={src}
              title={t('blockEmbeddedDocument')}
              loading="lazy"
              sandbox={EMBED_SANDBOX}
              referrerPolicy="strict-origin-when-cross-origin"
              allowFullScreen
            />
          </Box>
        </Container>
      );
    }
    case 'consentSettings': {
      const text = plainText(model.text ?? '') || t('blockConsentSettings');
      return (
        <Container>
          <Box paddingBlock="xl">
            {/* The consent manager (loaded by the page) opens its settings from this button. */}
            <button type="button" className={button.primary} data-consent-settings="">
              {text}
            </button>
          </Box>
        </Container>
      );
    }
    case 'paperform': {
      const id = model.id?.trim();
      if (!id || !PAPERFORM_ID.test(id)) return null;
      return (
        <Container>
          <Box paddingBlock="xl">
            <div data-paperform-id={id} />
            <script src={PAPERFORM_SCRIPT} async />
            <noscript>
              <p>
                {t('blockFormNeedsJavaScript')} <a href={`https://${id}.paperform.co`}>{t('blockOpenForm')}</a>
              </p>
            </noscript>
          </Box>
        </Container>
      );
    }
    default:
      return null;
  }
}
