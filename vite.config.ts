import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [vike(), vanillaExtractPlugin()],
  server: { allowedHosts: ['.localhost'] },
});
