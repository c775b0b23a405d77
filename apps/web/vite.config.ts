import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './vite-plugins/precompress.ts';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), reactRouterProductionBuild(), precompress()],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 400, modulePreload: { polyfill: false } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
