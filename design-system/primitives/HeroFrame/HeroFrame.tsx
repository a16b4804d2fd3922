import type { CSSProperties, ReactNode } from 'react';
import { Container } from '../Container';
import { band, split as splitClass } from './HeroFrame.css';

export interface HeroFrameProps {
  /**
   * From lg the text (first child) takes 5 of 12 columns (`textNarrow`) or 7 of 12 (`textWide`); `stacked` keeps one
   * column at every width.
   */
  split?: keyof typeof splitClass;
  /** The band's own colours (a page theme's custom properties: design-system/theme/pageTheme.ts). */
  style?: CSSProperties;
  /** Laid over the band, outside the page grid (a decorative cut-out in a corner). */
  overlay?: ReactNode;
  /** The text, then the image. */
  children: ReactNode;
}

/**
 * A page hero's frame: a band in the impact colours across the page, and inside the page grid the text beside
 * the image from lg (one above the other before). Event, exhibition, landing page and podcast heroes share it.
 */
export function HeroFrame({ split = 'textNarrow', style, overlay, children }: HeroFrameProps) {
  return (
    <div className={band} style={style}>
      <Container>
        <div className={splitClass[split]}>{children}</div>
      </Container>
      {overlay}
    </div>
  );
}
