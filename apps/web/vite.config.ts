import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.TASKAS_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': apiTarget,
      '/health': apiTarget,
      '/version.json': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    // Fonts are always files: a small one inlined as a data: URL would need `font-src data:` in the
    // server's Content-Security-Policy. Other assets keep Vite's default limit.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/i.test(file) ? false : undefined),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: an app release does not invalidate the cached libraries.
        codeSplitting: {
          groups: [
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack)[\\/]/,
              priority: 15,
            },
            // Only the pages with forms validate with the contracts' schemas: the rest never load zod.
            { name: 'vendor-zod', test: /node_modules[\\/]zod[\\/]/, priority: 12 },
            // Left out: Mantine (each page's chunk carries only the components it uses), the maths
            // renderers, which load on demand when a task needs them, and the charts (recharts and what
            // it brings), lazily imported by the pages that draw them (the tutor's student page, the
            // student's and the admin's dashboards).
            {
              name: 'vendor',
              test: /node_modules[\\/](?!@mantine[\\/]|katex[\\/]|mathlive[\\/]|recharts[\\/]|d3-[\w-]+[\\/]|victory-vendor[\\/]|@reduxjs[\\/]|react-redux[\\/]|redux(-thunk)?[\\/]|reselect[\\/]|immer[\\/]|es-toolkit[\\/]|decimal\.js-light[\\/]|internmap[\\/]|eventemitter3[\\/]|tiny-invariant[\\/])/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
