import { Container } from '@design-system/primitives/Container';
import { Link, type LinkModel } from '@design-system/primitives/Link';
import { band, inner, link as linkClass, statement } from './TextRibbon.css';

export interface TextRibbonModel {
  /** A short statement, one or two sentences. */
  text: string;
  link?: LinkModel;
}

/** A short statement in a band of the impact colours. Nothing renders without text. */
export function TextRibbon({ text, link }: TextRibbonModel) {
  if (!text.trim()) return null;
  return (
    <div className={band}>
      <Container>
        <div className={inner}>
          <p className={statement}>{text}</p>
          {link ? <Link link={link} className={linkClass} /> : null}
        </div>
      </Container>
    </div>
  );
}
