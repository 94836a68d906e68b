// Layer rules for eslint-plugin-import-x, shared by every part that is built in layers (the web
// today; the reference platform adds its own with the same helper). A part is a root folder and
// its layers from top to bottom; each layer may import the layers below it, never one above.
// Optionally one layer holds "slices" (one folder each, e.g. web/src/features/<domain>) that may
// import one another only through the slice's index.ts. Circles are import-x/no-cycle's job.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `import-x/no-restricted-paths` zones for one part.
 * @param {{ root: string, layers: string[], slices?: string, name?: string }} part
 *   root: folder of the part (from the repository root); layers: its sub-folders, top first;
 *   slices: the layer whose sub-folders are slices reached only through their index.ts.
 */
export function layerZones({ root, layers, slices, name = root }) {
  const zones = [];
  layers.forEach((layer, i) => {
    for (const above of layers.slice(0, i)) {
      zones.push({
        target: `./${root}/${layer}`,
        from: `./${root}/${above}`,
        message:
          `${name}: ${layer} sits below ${above} and may not import it ` +
          `(layers: ${layers.join(' → ')}; docs/ARCHITECTURE.md).`,
      });
    }
  });
  if (slices) {
    const folder = join(root, slices);
    const names = existsSync(folder)
      ? readdirSync(folder, { withFileTypes: true })
          .filter((d) => d.isDirectory())
          .map((d) => d.name)
      : [];
    for (const a of names) {
      for (const b of names) {
        if (a === b) continue;
        zones.push({
          target: `./${root}/${slices}/${a}`,
          from: `./${root}/${slices}/${b}`,
          except: ['./index.ts'],
          message: `${name}: ${slices}/${a} may use ${slices}/${b} only through its index.ts (docs/ARCHITECTURE.md).`,
        });
      }
    }
  }
  return zones;
}

/** The flat-config block that enforces the zones and forbids circles in `files`. */
export function layerRules({ files, parts }) {
  return {
    files,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: parts.flatMap(layerZones) }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  };
}
