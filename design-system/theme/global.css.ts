import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import './fonts.css';

/**
 * The root of every themed surface: the page shell and each catalogue story. The reset is scoped
 * below it so nothing leaks into a host page, and has no specificity at all (`:where`), so every
 * component's own class wins whatever order the stylesheets load in (each block and template is
 * its own chunk, with its own CSS).
 */
export const themeRoot = style({
  backgroundColor: vars.color.primaryBackground,
  color: vars.color.primaryForeground,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  // Long Danish compounds and URLs wrap instead of widening the page (WCAG 1.4.10 Reflow at 320 px).
  overflowWrap: 'break-word',
  fontKerning: 'normal',
  WebkitFontSmoothing: 'antialiased',
  textSizeAdjust: '100%',
});

globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle(`${themeRoot} *, ${themeRoot} *::before, ${themeRoot} *::after`, {
  boxSizing: 'border-box',
});
globalStyle(`:where(${themeRoot}) :where(h1, h2, h3, h4, h5, h6)`, {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.letterSpacing.display,
  // Headings break into lines of even length instead of leaving one word alone on the last line.
  textWrap: 'balance',
  margin: 0,
  // A heading's longest word ("Konserveringsværkstedet" in display type) must not set its box's smallest width:
  // in a flex or grid column it would overflow its panel. `anywhere` breaks only a word that does not fit a line;
  // where the browser has the page language's hyphenation rules, it hyphenates such a word at a syllable instead.
  overflowWrap: 'anywhere',
  hyphens: 'auto',
});
globalStyle(`:where(${themeRoot}) :where(p, li, dd, blockquote, figcaption)`, { textWrap: 'pretty' });
globalStyle(`:where(${themeRoot}) :where(p, ul, ol, figure, blockquote, dl, dd)`, { margin: 0 });
globalStyle(`:where(${themeRoot}) :where(img, svg, video)`, { display: 'block', maxWidth: '100%' });
globalStyle(`:where(${themeRoot}) :where(a)`, { color: 'inherit' });
// `data-force-state="focus"` shows the focus ring without keyboard focus: for the catalogue's state matrices only.
globalStyle(
  `${themeRoot} :where(a, button, input, select, textarea, summary, [tabindex]):focus-visible, ${themeRoot} [data-force-state="focus"]`,
  {
    outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
    outlineOffset: '2px',
    boxShadow: `0 0 0 calc(${vars.size.focusRing} + 2px) ${vars.color.focusRingContrast}`,
  },
);
globalStyle(`:where(${themeRoot}) :where(button)`, { font: 'inherit' });

/**
 * Hover and focus changes of links and controls (colours, underlines, outlines) ease in quickly instead of
 * jumping, for visitors who have not asked for less motion. No specificity, so a component's own transition wins.
 */
globalStyle(`:where(${themeRoot}) :where(a, button, summary, input, select, textarea)`, {
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transitionProperty:
        'color, background-color, border-color, text-decoration-color, text-decoration-thickness, outline-color, box-shadow',
      transitionDuration: vars.motion.fast,
      transitionTimingFunction: 'ease-out',
    },
  },
});

/**
 * Visitors who prefer reduced motion get no animations or transitions at all. (Setting only a tiny
 * duration would give every element a transition on every property — the default property is
 * `all` — so colours would still pass through their old values for a frame.)
 */
globalStyle(`${themeRoot} *`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animation: 'none !important',
      transition: 'none !important',
    },
  },
});
