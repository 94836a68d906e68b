/**
 * Blueprint icons, each loaded when first drawn (issue 17): Blueprint's default loader fetches the
 * paths of every icon of a size in one chunk (~300 KB each for 16 and 20 px) on the first icon, and
 * the icon font it falls back to meanwhile is another ~100 KB. Here each icon's paths are a chunk
 * of their own (a few hundred bytes), fetched once, the first time an `<Icon icon="name">` asks,
 * so a screen downloads only the icons it shows. Until they arrive Blueprint draws an empty box of
 * the icon's size (no font), so nothing moves when they do.
 */
import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';

type PathsModule = () => Promise<IconPaths>;

// Globs, not a template import: vite resolves them at build time into one lazy chunk per file.
const PATHS_16 = import.meta.glob<IconPaths>(
  '../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/*.js',
  {
    import: 'default',
  },
);
const PATHS_20 = import.meta.glob<IconPaths>(
  '../../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/*.js',
  {
    import: 'default',
  },
);

/** The glob's loader for `name` (its file is `<name>.js`), keyed by the icon's name. */
function byName(modules: Record<string, PathsModule>): Map<string, PathsModule> {
  return new Map(Object.entries(modules).map(([file, load]) => [file.slice(file.lastIndexOf('/') + 1, -3), load]));
}

const LOADERS = { [IconSize.STANDARD]: byName(PATHS_16), [IconSize.LARGE]: byName(PATHS_20) };

/** The paths of one icon at 16 or 20 px; Blueprint has already refused unknown names. */
export async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const load = LOADERS[size === IconSize.LARGE ? IconSize.LARGE : IconSize.STANDARD].get(name);
  if (!load) throw new Error(`Blueprint has no ${size}px paths for the icon "${name}"`);
  return load();
}

/** Makes every `<Icon>` (and Blueprint's own) load its paths through loadIconPaths. */
export function loadIconsOnDemand(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}
