/**
 * Ladle runs from inside catalogue/ (its stories glob cannot reach `../`). It gets its own Vite
 * config: the app's vite.config.ts carries the vike() plugin, which crashes inside Ladle's Vite.
 *
 * @type {import('@ladle/react').UserConfig}
 */
export default {
  stories: 'stories/**/*.stories.tsx',
  viteConfig: 'vite.config.ts',
  outDir: 'build',
  defaultStory: 'shell--site-shell--default',
  storyOrder: (stories) => {
    const groups = ['primitives', 'blocks', 'shell', 'templates'];
    const rank = (id) => {
      const index = groups.indexOf(id.split('--')[0] ?? '');
      return index === -1 ? groups.length : index;
    };
    return [...stories].sort((a, b) => rank(a) - rank(b));
  },
  addons: {
    // The axe run lives in tests/browser/catalogue.spec.ts; the theme and language switcher is ours.
    a11y: { enabled: false },
    msw: { enabled: false },
    rtl: { enabled: false },
    ladle: { enabled: true },
  },
};
