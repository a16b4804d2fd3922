import type { ReactNode } from 'react';
import { Container } from '../Container';
import { band, split as splitClass } from './HeroFrame.css';

export interface HeroFrameProps {
  /** From lg the text (first child) takes 5 of 12 columns (`textNarrow`) or 7 of 12 (`textWide`). */
  split?: keyof typeof splitClass;
  /** The text, then the image. */
  children: ReactNode;
}

/**
 * A page hero's frame: a band in the impact colours across the page, and inside the page grid the text beside
 * the image from lg (one above the other before). Event, landing page and podcast heroes share it.
 */
export function HeroFrame({ split = 'textNarrow', children }: HeroFrameProps) {
  return (
    <div className={band}>
      <Container>
        <div className={splitClass[split]}>{children}</div>
      </Container>
    </div>
  );
}
