import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './vite-plugins/precompress.ts';
import { preloadFonts } from './vite-plugins/preload-fonts.ts';

/**
 * react-router's package sends every bundler to its development build, which keeps its dev
 * warnings; a build takes the production build beside it, the same code without them.
 */
function reactRouterProductionBuild(): Plugin {
  const production = fileURLToPath(import.meta.resolve('react-router')).replace('/dist/development/', '/dist/production/');
  return {
    name: 'react-router-production-build',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }),
  };
}

/**
 * The framework every page runs on (React's DOM renderer, the router, TanStack Query) in a chunk
 * of its own: it changes only with a dependency update, so a release of the store's own code
 * leaves it in the browser's cache, and the entry script holds only the store's shell. One chunk,
 * not three: over HTTP/1.1 each file more waits for one of the browser's six connections.
 */
const FRAMEWORK_CHUNKS = [
  { name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/ },
];

/** The browser's build; the prerender's server build (`vite build --ssr`) keeps Vite's defaults. */
const browserBuild = {
  // The manifest tells the prerender where the prerendered pages' starter and inline script went.
  manifest: true,
  rolldownOptions: {
    input: { index: 'index.html', 'start-after-image': 'src/start-after-image.ts', 'hold-early-clicks': 'src/hold-early-clicks.ts' },
    output: { codeSplitting: { groups: FRAMEWORK_CHUNKS } },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), reactRouterProductionBuild(), preloadFonts(), precompress()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 400,
    modulePreload: { polyfill: false },
    ...(isSsrBuild ? {} : browserBuild),
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
