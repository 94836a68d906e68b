import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** One Blueprint icon's paths (web/src/app/iconPaths.ts loads each on its own); group 1 is its size. */
const ICON_PATHS = /@blueprintjs\/icons\/lib\/esm\/generated\/(16|20)px\/paths\/(?!index\.js)[^/]+$/;

/**
 * The web app: root web/, built to web/dist, which the gateway serves beside /graphql. Scripts,
 * styles and SVGs also get brotli and gzip siblings at build (`.br`, `.gz`), which the gateway's
 * static files (sirv) send to browsers that accept them (issue 17): compressed once, at the
 * highest levels, rather than on every request. HTML stays plain (the gateway reads it for its
 * policy).
 */
export default defineConfig({
  root: here('.'),
  plugins: [
    react(),
    compression({
      include: /\.(js|css|svg|json)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      logLevel: 'silent',
    }),
  ],
  resolve: {
    alias: {
      '@console/schema': here('../schema/src/index.ts'),
      '@console/machines': here('../machines/src/index.ts'),
    },
  },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        // Each icon's paths are a chunk of their own (web/src/app/iconPaths.ts): named so, to be told
        // apart in the network panel and by the first-view bench (tests/bench/web.ts).
        chunkFileNames: (chunk) => {
          // (rolldown asks before it sets facadeModuleId: the chunk's one module says it then.)
          const module = chunk.facadeModuleId ?? (chunk.moduleIds.length === 1 ? chunk.moduleIds[0] : '');
          const icon = ICON_PATHS.exec(module ?? '');
          return icon ? `assets/icon${icon[1]}-[name]-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: { host: '127.0.0.1', proxy: { '/graphql': 'http://127.0.0.1:4000' } },
  preview: { host: '127.0.0.1', proxy: { '/graphql': 'http://127.0.0.1:4000' } },
});
