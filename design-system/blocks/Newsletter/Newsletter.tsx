import { useText } from '@design-system/i18n/LocaleContext';
import { Box } from '@design-system/primitives/Box';
import { ButtonLink } from '@design-system/primitives/ButtonLink';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import { Link, type LinkModel } from '@design-system/primitives/Link';
import { RichText, type RichTextValue } from '@design-system/primitives/RichText';
import { httpsUrl } from '../IframeEmbed';
import { box, links as linksClass, terms as termsClass } from './Newsletter.css';

/** The mailing list as the CMS names it (spec: account, region, listId, userId). Never shown. */
export interface NewsletterListModel {
  account: string;
  region: string;
  listId: string;
  userId: string;
}

export interface NewsletterModel {
  title: string;
  content: RichTextValue;
  /** The external sign-up page (built from the list with `newsletterSignupUrl`); https only. */
  signupUrl: string | null;
  links?: LinkModel[];
  terms?: RichTextValue;
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;

/**
 * The hosted sign-up page of a mailing list: https://{account}.{region}.list-manage.com/subscribe?u={userId}&id={listId}.
 * Null when any part is missing or not a plain identifier (nothing from the CMS reaches the host name unchecked).
 */
export function newsletterSignupUrl(list: Partial<NewsletterListModel> | null | undefined): string | null {
  if (!list) return null;
  const { account, region, listId, userId } = list;
  if (![account, region, listId, userId].every((part) => typeof part === 'string' && SEGMENT.test(part))) return null;
  const url = new URL(`https://${account}.${region}.list-manage.com/subscribe`);
  url.searchParams.set('u', userId as string);
  url.searchParams.set('id', listId as string);
  return url.href;
}

/**
 * A newsletter invitation: title (h2), text, a prominent external link to the sign-up page, further
 * links and terms. Sign-up happens on the list provider's page, not by a form post from here.
 * Nothing renders without a title or a usable sign-up address.
 */
export function Newsletter({ title, content, signupUrl, links = [], terms = [] }: NewsletterModel) {
  const t = useText();
  const href = httpsUrl(signupUrl);
  if (!href || !title.trim()) return null;
  const shownLinks = links.filter((link) => link.label?.trim() && link.href?.trim());
  return (
    <Container>
      <Box as="section" paddingBlock="xl">
        <div className={box}>
          <Heading level={2}>{title}</Heading>
          {content.length > 0 ? <RichText value={content} /> : null}
          <ButtonLink link={{ kind: 'external', href, label: t('blockNewsletterSignup') }} variant="inverse" />
          {shownLinks.length > 0 ? (
            <ul className={linksClass}>
              {shownLinks.map((link) => (
                <li key={link.href}>
                  <Link link={link} />
                </li>
              ))}
            </ul>
          ) : null}
          {terms.length > 0 ? (
            <div className={termsClass}>
              <RichText value={terms} />
            </div>
          ) : null}
        </div>
      </Box>
    </Container>
  );
}
