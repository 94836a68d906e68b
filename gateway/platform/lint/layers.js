// The reference platform's layers for eslint-plugin-import-x (docs/ARCHITECTURE.md, Platform):
// http → services → store. Each layer imports only the layers below it; seed/ (demo data) writes
// through services and the store, never HTTP; config.ts imports nothing of ours; nothing inside the
// layers imports the composition root (server.ts, main.ts); and no import circles.
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const ROOT = './gateway/platform/src';
/** Top layer first. */
export const PLATFORM_LAYERS = ['http', 'services', 'store'];

const why = 'gateway/platform: http → services → store (docs/ARCHITECTURE.md, Platform)';

/** `import-x/no-restricted-paths` zones of the platform. */
export function platformZones() {
  const zones = [];
  PLATFORM_LAYERS.forEach((layer, i) => {
    for (const above of PLATFORM_LAYERS.slice(0, i)) {
      zones.push({
        target: `${ROOT}/${layer}`,
        from: `${ROOT}/${above}`,
        message: `${layer} sits below ${above} and may not import it; ${why}.`,
      });
    }
  });
  const inside = [...PLATFORM_LAYERS, 'seed'].map((folder) => `${ROOT}/${folder}`);
  zones.push(
    {
      target: `${ROOT}/seed`,
      from: `${ROOT}/http`,
      message: `seed writes through services and the store, never HTTP; ${why}.`,
    },
    {
      target: PLATFORM_LAYERS.map((layer) => `${ROOT}/${layer}`),
      from: `${ROOT}/seed`,
      message: `only the composition root (server.ts) runs the seed; ${why}.`,
    },
    { target: `${ROOT}/config.ts`, from: inside, message: `config.ts imports nothing of the platform; ${why}.` },
    {
      target: inside,
      from: [`${ROOT}/server.ts`, `${ROOT}/main.ts`],
      message: `the composition root (server.ts, main.ts) is imported by nothing inside; ${why}.`,
    },
  );
  return zones;
}

/**
 * The flat-config block for the platform's files. `standalone` also registers the plugin and its
 * resolver (for a config of its own, as the layer test runs it); the root config has both already.
 */
export function platformLayerRules({ standalone = false } = {}) {
  return {
    files: ['gateway/platform/src/**/*.ts'],
    ...(standalone
      ? {
          plugins: { 'import-x': importX },
          settings: {
            'import-x/resolver-next': [
              createNodeResolver({ extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } }),
            ],
          },
        }
      : {}),
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: platformZones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  };
}
