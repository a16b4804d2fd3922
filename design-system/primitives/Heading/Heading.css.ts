import { styleVariants } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { mediaUp } from '@tokens/breakpoints';

/**
 * Visual sizes, independent of the heading level the caller chooses: steps of the fluid type scale, a step larger
 * from md. Display and large headings set tighter, as large type needs less leading.
 */
export const headingSize = styleVariants({
  display: {
    fontSize: vars.fontSize['3xl'],
    lineHeight: vars.lineHeight.display,
    '@media': { [mediaUp('md')]: { fontSize: vars.fontSize['4xl'] } },
  },
  large: {
    fontSize: vars.fontSize['2xl'],
    lineHeight: vars.lineHeight.display,
    '@media': { [mediaUp('md')]: { fontSize: vars.fontSize['3xl'] } },
  },
  medium: {
    fontSize: vars.fontSize.xl,
    '@media': { [mediaUp('md')]: { fontSize: vars.fontSize['2xl'] } },
  },
  small: { fontSize: vars.fontSize.lg },
});
