/**
 * Blueprint icons, each loaded when first drawn (issue 17): Blueprint's default loader fetches the
 * paths of every icon of a size in one chunk (~300 KB each for 16 and 20 px) on the first icon, and
 * the icon font it falls back to meanwhile is another ~100 KB. Here each icon's paths are a file of
 * their own (a few hundred bytes; the build puts them under VITE_BLUEPRINT_ICONS, see
 * web/vite.config.ts), fetched once, the first time an `<Icon icon="name">` asks, so a screen
 * downloads only the icons it shows. Until they arrive Blueprint draws an empty box of the icon's
 * size (no font), so nothing moves when they do.
 */
import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';

/** `/assets/icons-<version>/`: the build's folder of icon files (16/<name>.js, 20/<name>.js). */
const ICONS = import.meta.env.VITE_BLUEPRINT_ICONS as string;

/** The paths of one icon at 16 or 20 px; Blueprint has already refused unknown names. */
export async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const folder = size >= IconSize.LARGE ? 20 : 16;
  const module = (await import(/* @vite-ignore */ `${ICONS}${folder}/${name}.js`)) as { default: IconPaths };
  return module.default;
}

/** Makes every `<Icon>` (and Blueprint's own) load its paths through loadIconPaths. */
export function loadIconsOnDemand(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}
