/**
 * A sample page theme: the spec's per-page override of the four primary colours ("Theme colours
 * default to the site's four primary colours and are overridden per page by the page theme"), for
 * the catalogue's page-theme switch, so designers and the axe run can see any story with a page's
 * own colours. Its pairs reach WCAG AA (tokens/contrast.test.ts), also with each site theme's
 * remaining colours (design-system/theme/pageTheme.test.ts).
 */
export const samplePageTheme = {
  /** Shown in the catalogue's switcher. */
  label: 'Sample: winter (pale blue, navy, plum)',
  colours: {
    primaryBackground: '#eef3f7',
    primaryForeground: '#14233a',
    impactBackground: '#7b2d4e',
    impactForeground: '#ffffff',
  },
} as const;
