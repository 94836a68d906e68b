import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { sideEffectsOf } from '../scripts/sideEffects.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Blueprint's icons, one file per icon and size (issue 17): `/assets/icons-<version>/<16|20>/<name>.js`,
 * each Blueprint's own module of that icon's SVG paths, copied as they are. web/src/app/iconPaths.ts
 * imports one when an icon is first drawn. Named by Blueprint's version rather than hashed, so that
 * the app needs no table of 1,200 hashed names to find them; still under /assets, cached for good,
 * since a new version of the icons gets a new folder.
 */
function blueprintIcons(): Plugin {
  const source = here('../node_modules/@blueprintjs/icons/lib/esm/generated');
  const { version } = JSON.parse(readFileSync(here('../node_modules/@blueprintjs/icons/package.json'), 'utf8')) as {
    version: string;
  };
  const base = `/assets/icons-${version}/`;
  const iconFile = (size: string, name: string) =>
    readFileSync(join(source, `${size}px`, 'paths', `${name}.js`), 'utf8').replace(/\/\/# sourceMappingURL=.*$/m, '');
  const names = (size: string) =>
    readdirSync(join(source, `${size}px`, 'paths'))
      .filter((file) => file.endsWith('.js') && file !== 'index.js')
      .map((file) => file.slice(0, -3));
  return {
    name: 'blueprint-icons',
    config: () => ({ define: { 'import.meta.env.VITE_BLUEPRINT_ICONS': JSON.stringify(base) } }),
    // The dev server answers the same paths from node_modules.
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/assets\/icons-[^/]+\/(16|20)\/([a-z0-9-]+)\.js$/.exec(req.url ?? '');
        if (!match || !names(match[1]!).includes(match[2]!)) return next();
        res.setHeader('content-type', 'text/javascript');
        res.end(iconFile(match[1]!, match[2]!));
      });
    },
    generateBundle() {
      for (const size of ['16', '20'])
        for (const name of names(size))
          this.emitFile({
            type: 'asset',
            fileName: `${base.slice(1)}${size}/${name}.js`,
            source: iconFile(size, name),
          });
    },
  };
}

/**
 * Blueprint's icon loader imports `./iconNames`, which builds a table of every icon's name when
 * loaded; it gets web/src/app/iconNamesStandIn.ts instead (why: that module). Should Blueprint move
 * the loader, this matches nothing and the table simply comes back.
 */
function iconNamesStandIn(): Plugin {
  const loader = /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconLoader\.js$/;
  return {
    name: 'icon-names-stand-in',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './iconNames' && importer && loader.test(importer)) return here('src/app/iconNamesStandIn.ts');
      return null;
    },
  };
}

/**
 * The web app: root web/, built to web/dist, which the gateway serves beside /graphql. Scripts,
 * styles and SVGs also get brotli and gzip siblings at build (`.br`, `.gz`), which the gateway's
 * static files (sirv) send to browsers that accept them (issue 17): compressed once, at the
 * highest levels, rather than on every request. HTML stays plain (the gateway reads it for its
 * policy).
 */
/**
 * Blueprint's stylesheet also draws every icon as a glyph of the icon font (`.bp6-icon-add::before
 * { content: "\f109" }`, ~1,400 rules twice over); with no icon font those draw nothing useful
 * (a missing-glyph box at worst), so they are left out of the build (~10 KB compressed).
 */
const dropIconGlyphs = {
  postcssPlugin: 'drop-blueprint-icon-glyphs',
  Rule(rule: { selector: string; remove(): void }) {
    if (/^\.bp6-icon-[a-z0-9-]+::before$/.test(rule.selector.trim())) rule.remove();
  },
};

export default defineConfig({
  root: here('.'),
  plugins: [
    react(),
    blueprintIcons(),
    iconNamesStandIn(),
    compression({
      include: /\.(js|css|svg|json)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      logLevel: 'silent',
    }),
  ],
  css: { postcss: { plugins: [dropIconGlyphs] } },
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
    rolldownOptions: {
      // schema/ and machines/ only declare (models, constants, machines): importing one of their
      // modules does nothing by itself, so a module none of whose exports a chunk uses is left out —
      // their index barrels otherwise pull every model and machine (zod, the wizards) into the
      // first view (issue 17). Their package.json files would say `"sideEffects": false`; they are
      // folders of this one package, reached through the aliases above. The exceptions are the
      // modules that configure zod for every schema (schema/src/zod*.ts: plain messages, no eval
      // under the CSP): scripts/sideEffects.ts, whose test reads every module of both folders.
      treeshake: { moduleSideEffects: sideEffectsOf },
    },
  },
  server: { host: '127.0.0.1', proxy: { '/graphql': 'http://127.0.0.1:4000' } },
  preview: { host: '127.0.0.1', proxy: { '/graphql': 'http://127.0.0.1:4000' } },
});
