import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { type PortableTextBlock, RichText } from '../../primitives/RichText';
import { section } from './TextSection.css';

export interface TextSectionModel {
  heading?: string;
  body: PortableTextBlock[];
}

/** A section of running text with an optional heading (h2). */
export function TextSection({ heading, body }: TextSectionModel) {
  if (!heading && body.length === 0) return null;
  return (
    <Container narrow>
      <section className={section}>
        {heading ? <Heading level={2}>{heading}</Heading> : null}
        <RichText value={body} />
      </section>
    </Container>
  );
}
