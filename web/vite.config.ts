import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The web app: root web/, built to web/dist, which the gateway serves beside /graphql. */
export default defineConfig({
  root: here('.'),
  plugins: [react()],
  resolve: {
    alias: {
      '@console/schema': here('../schema/src/index.ts'),
      '@console/machines': here('../machines/src/index.ts'),
    },
  },
  build: { outDir: here('dist'), emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: { host: '127.0.0.1', proxy: { '/graphql': 'http://127.0.0.1:4000' } },
  preview: { host: '127.0.0.1', proxy: { '/graphql': 'http://127.0.0.1:4000' } },
});
