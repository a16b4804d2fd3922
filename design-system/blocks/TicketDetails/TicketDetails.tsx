import { useText } from '@design-system/i18n/LocaleContext';
import { ButtonLink } from '@design-system/primitives/ButtonLink';
import { Container } from '@design-system/primitives/Container';
import { Disclosure } from '@design-system/primitives/Disclosure';
import { Heading } from '@design-system/primitives/Heading';
import type { LinkModel } from '@design-system/primitives/Link';
import { RichText, type RichTextValue } from '@design-system/primitives/RichText';
import { benefits as benefitsClass, faqItem, faqList, part, section } from './TicketDetails.css';

/** One question and its answer. */
export interface TicketFaqModel {
  key: string;
  question: string;
  answer: RichTextValue;
}

export interface TicketDetailsModel {
  /** The block's heading (h2), e.g. the ticket's name. */
  title?: string;
  /** Heading over the benefits (h3 under a title, else h2); "Det får du" when empty. */
  benefitsTitle?: string;
  benefits: string[];
  description?: RichTextValue;
  /** Heading over the questions; "Ofte stillede spørgsmål" when empty. */
  faqTitle?: string;
  faq: TicketFaqModel[];
  /** Out to the ticket shop; "Køb billet" when it has no label. */
  purchaseLink?: LinkModel | null;
}

/**
 * A ticket's details: what it includes, a description, questions and answers (each a disclosure) and
 * a link out to buy it. Nothing renders when it has none of these.
 */
export function TicketDetails({
  title,
  benefitsTitle,
  benefits,
  description,
  faqTitle,
  faq,
  purchaseLink,
}: TicketDetailsModel) {
  const t = useText();
  const shownBenefits = benefits.filter((benefit) => benefit?.trim());
  const shownFaq = faq.filter((entry) => entry.question?.trim());
  const hasDescription = Boolean(description && description.length > 0);
  if (shownBenefits.length === 0 && shownFaq.length === 0 && !hasDescription && !purchaseLink?.href) return null;
  const heading = title?.trim();
  const partLevel = heading ? 3 : 2;
  return (
    <Container narrow>
      <section className={section}>
        {heading ? <Heading level={2}>{heading}</Heading> : null}
        {shownBenefits.length > 0 ? (
          <div className={part}>
            <Heading level={partLevel} size="small">
              {benefitsTitle?.trim() || t('listBenefitsHeading')}
            </Heading>
            <ul className={benefitsClass}>
              {shownBenefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {hasDescription && description ? (
          <div className={part}>
            <RichText value={description} />
          </div>
        ) : null}
        {shownFaq.length > 0 ? (
          <div className={part}>
            <Heading level={partLevel} size="small">
              {faqTitle?.trim() || t('listFaqHeading')}
            </Heading>
            <ul className={faqList}>
              {shownFaq.map((entry) => (
                <li key={entry.key} className={faqItem}>
                  <Disclosure summary={entry.question}>
                    <RichText value={entry.answer} headingLevel={partLevel} />
                  </Disclosure>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {purchaseLink?.href ? (
          <ButtonLink link={purchaseLink}>{purchaseLink.label?.trim() || t('listBuyTicket')}</ButtonLink>
        ) : null}
      </section>
    </Container>
  );
}
