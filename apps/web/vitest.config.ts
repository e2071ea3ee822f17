import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineProject } from 'vitest/config';
import { taxonomyTopics } from './vite.config.ts';

/**
 * Page tests start the real server in-process. The browser transform (Vite's asset URLs, then Vitest's
 * `self.location`) rewrites `new URL('./file', import.meta.url)`; in server files `String(…)` hides the
 * pattern from both, so the server still reads its own files from disk.
 */
function keepServerFileUrls(): Plugin {
  return {
    name: 'taskas:keep-server-file-urls',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('/apps/server/src/')) return null;
      return code.replace(/\bimport\.meta\.url\b/g, 'String(import.meta.url)');
    },
  };
}

export default defineProject({
  plugins: [react(), keepServerFileUrls(), taxonomyTopics()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
