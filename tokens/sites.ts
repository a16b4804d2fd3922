import type { ThemeOverride } from './base';
import { fontStack } from './typefaces';

/**
 * Per-site partial overrides: the site's four primary colours (and, for dark sites, the neutrals
 * that must follow), its logo, its typefaces when they differ from the base (tokens/typefaces.ts), and whether
 * exhibitions are relabelled as experiences.
 * Keys are the spec's site identifiers; tokens know nothing else about sites.
 */
export type LogoId =
  | 'main'
  | 'research'
  | 'conservation'
  | 'collection'
  | 'castle'
  | 'warMuseum'
  | 'openAirMuseum'
  | 'jelling'
  | 'trelleborg'
  | 'ships'
  | 'camp'
  | 'commandoFarm';

export interface SiteTokens {
  /** Human name of the theme, shown in the catalogue's theme switcher. */
  label: string;
  logo: LogoId;
  theme: ThemeOverride;
}

const darkNeutrals = (background: string, foreground: string): ThemeOverride['color'] => ({
  surface: background,
  surfaceForeground: foreground,
  mutedForeground: foreground,
  link: foreground,
  border: foreground,
  focusRing: '#ffd166',
  focusRingContrast: '#000000',
  errorForeground: '#ffb4a9',
});

export const siteTokens = {
  natmus: {
    label: 'Nationalmuseet',
    logo: 'main',
    theme: {
      color: {
        primaryBackground: '#ffffff',
        primaryForeground: '#1a1a1a',
        impactBackground: '#a3171e',
        impactForeground: '#ffffff',
      },
    },
  },
  forskning: {
    label: 'Forskning',
    logo: 'research',
    theme: {
      color: {
        primaryBackground: '#f3f6f4',
        primaryForeground: '#14281d',
        impactBackground: '#1f5f4a',
        impactForeground: '#ffffff',
        surface: '#e3ebe6',
      },
    },
  },
  bevaring: {
    label: 'Bevaring',
    logo: 'conservation',
    theme: {
      color: {
        primaryBackground: '#f6f3ee',
        primaryForeground: '#2b2118',
        impactBackground: '#6b3e26',
        impactForeground: '#ffffff',
        surface: '#ece4d8',
      },
    },
  },
  samling: {
    label: 'Samlingen',
    logo: 'collection',
    theme: {
      color: {
        primaryBackground: '#ffffff',
        primaryForeground: '#1b1b2f',
        impactBackground: '#2d3a8c',
        impactForeground: '#ffffff',
        surface: '#eceef8',
      },
    },
  },
  frilandsmuseet: {
    label: 'Frilandsmuseet',
    logo: 'openAirMuseum',
    theme: {
      color: {
        primaryBackground: '#f4f0e1',
        primaryForeground: '#23301c',
        impactBackground: '#3f6b2a',
        impactForeground: '#ffffff',
        surface: '#e6e0c8',
      },
    },
  },
  krigsmuseet: {
    label: 'Krigsmuseet',
    logo: 'warMuseum',
    theme: {
      color: {
        primaryBackground: '#1c1f1a',
        primaryForeground: '#f2f2ec',
        impactBackground: '#c9a227',
        impactForeground: '#1c1f1a',
        ...darkNeutrals('#2a2e27', '#f2f2ec'),
      },
      // The war museum speaks plainly: headings in the text face, bold, instead of the display serif.
      font: { heading: fontStack('text') },
      fontWeight: { heading: '700' },
      letterSpacing: { display: '-0.01em' },
    },
  },
  frihedsmuseet: {
    label: 'Frihedsmuseet',
    logo: 'main',
    theme: {
      color: {
        primaryBackground: '#ffffff',
        primaryForeground: '#1a1a1a',
        impactBackground: '#b3261e',
        impactForeground: '#ffffff',
      },
    },
  },
  kronborg: {
    label: 'Kronborg',
    logo: 'castle',
    theme: {
      color: {
        primaryBackground: '#0f2340',
        primaryForeground: '#f5efe0',
        impactBackground: '#d4af37',
        impactForeground: '#0f2340',
        ...darkNeutrals('#1b3358', '#f5efe0'),
      },
    },
  },
  'kongernes-jelling': {
    label: 'Kongernes Jelling',
    logo: 'jelling',
    theme: {
      color: {
        primaryBackground: '#efe9df',
        primaryForeground: '#2a1e14',
        impactBackground: '#7a2e1c',
        impactForeground: '#ffffff',
        surface: '#e2d8c8',
      },
    },
  },
  trelleborg: {
    label: 'Trelleborg',
    logo: 'trelleborg',
    theme: {
      color: {
        primaryBackground: '#e9ede6',
        primaryForeground: '#1e2a22',
        impactBackground: '#2f4f3a',
        impactForeground: '#ffffff',
        surface: '#d9e0d4',
      },
    },
  },
  dwarf: {
    label: 'Dwarf (intern)',
    logo: 'main',
    theme: {
      color: {
        primaryBackground: '#fff8e6',
        primaryForeground: '#222222',
        impactBackground: '#5b2a86',
        impactForeground: '#ffffff',
        surface: '#f3e9cc',
      },
    },
  },
} as const satisfies Record<string, SiteTokens>;

export type ThemedSiteId = keyof typeof siteTokens;
export const themedSiteIds = Object.keys(siteTokens) as ThemedSiteId[];
