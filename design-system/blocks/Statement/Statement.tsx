import { Container } from '@design-system/primitives/Container';
import { Text } from '@design-system/primitives/Text';
import { attribution, cite, figure, quote as quoteClass } from './Statement.css';

export interface StatementModel {
  quote: string;
  personName?: string;
  /** The person's role, e.g. "Museumsinspektør, Nationalmuseet". */
  personTitle?: string;
}

/** A quotation with the person who said it: a blockquote with a figcaption and cite. Nothing without a quote. */
export function Statement({ quote, personName, personTitle: title }: StatementModel) {
  const paragraphs = quote
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <Container narrow>
      <figure className={figure}>
        <blockquote className={quoteClass}>
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </blockquote>
        {personName || title ? (
          <figcaption className={attribution}>
            {personName ? <cite className={cite}>{personName}</cite> : null}
            {title ? (
              <Text as="span" size="sm" tone="muted">
                {title}
              </Text>
            ) : null}
          </figcaption>
        ) : null}
      </figure>
    </Container>
  );
}
