import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { buildIdPlugin } from './runtime/build/buildId';

export default defineConfig({
  plugins: [vike(), vanillaExtractPlugin(), buildIdPlugin()],
  server: { allowedHosts: ['.localhost'] },
  build: {
    rolldownOptions: {
      output: {
        // The framework (React, Vike's client) in one chunk that every page loads: left to itself the
        // bundler cuts it into pieces shared with lazily loaded parts (the footer), and every extra
        // chunk costs first-load bytes. The video player's libraries stay in their own lazy chunk.
        manualChunks: (id: string) => {
          if (
            /\/node_modules\/(@mux|mux-embed|hls\.js|media-chrome|castable-video|custom-media-element|media-tracks)\//.test(
              id,
            )
          ) {
            return undefined;
          }
          if (id.includes('/node_modules/') || /\/(design-system\/i18n|runtime\/client)\//.test(id)) {
            return 'framework';
          }
          return undefined;
        },
      },
    },
  },
});
