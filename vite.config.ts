import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { buildIdPlugin } from './runtime/build/buildId';

export default defineConfig({
  plugins: [vike(), vanillaExtractPlugin(), buildIdPlugin()],
  server: { allowedHosts: ['.localhost'] },
});
