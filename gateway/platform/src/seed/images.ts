/**
 * Demo product images: a handful of small SVG packshots that the web app serves from
 * `web/public/demo-images/`. Media records point at them by absolute URL (the media model needs
 * one) on the gateway's default loopback address; the path part is what the web app serves.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { DEFAULT_GATEWAY_PORT } from '@console/schema';

export const DEMO_IMAGE_PATH = '/demo-images/';
export const DEFAULT_IMAGE_BASE_URL = `http://localhost:${DEFAULT_GATEWAY_PORT}`;

const PALETTE: ReadonlyArray<readonly [string, string, string]> = [
  ['pack-cereal', '#d9822b', '#fff3e0'],
  ['pack-bottle', '#2b95d6', '#e1f0fa'],
  ['pack-jar', '#a82a2a', '#fbe9e9'],
  ['pack-box', '#0f9960', '#e6f6ee'],
  ['pack-pouch', '#7157d9', '#efebfb'],
  ['pack-tube', '#d13913', '#fceae5'],
  ['pack-can', '#394b59', '#ebf1f5'],
  ['pack-bag', '#bf8c0a', '#fbf3da'],
];

/** File names of the demo images, in a fixed order. */
export const DEMO_IMAGES: readonly string[] = PALETTE.map(([name]) => `${name}.svg`);

/** The URL of the demo image picked for a product (by index) and an angle. */
export function demoImageUrl(baseUrl: string, productIndex: number, position: number): string {
  const image = DEMO_IMAGES[(productIndex + position * 3) % DEMO_IMAGES.length];
  return `${baseUrl.replace(/\/$/, '')}${DEMO_IMAGE_PATH}${image}`;
}

function svg([name, ink, paper]: readonly [string, string, string]): string {
  const label = name.replace('pack-', '');
  const open = '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img"';
  return `${open} aria-label="Demo ${label} packshot">
  <rect width="240" height="240" fill="${paper}"/>
  <rect x="70" y="40" width="100" height="160" rx="14" fill="${ink}"/>
  <rect x="82" y="92" width="76" height="44" rx="6" fill="${paper}"/>
  <text x="120" y="120" font-family="sans-serif" font-size="15" text-anchor="middle" fill="${ink}">${label}</text>
  <text x="120" y="226" font-family="sans-serif" font-size="11" text-anchor="middle" fill="${ink}">demo image</text>
</svg>
`;
}

/** Writes the demo images into `dir`, only when that folder does not exist yet. */
export function writeDemoImages(dir: string): boolean {
  if (existsSync(dir)) return false;
  mkdirSync(dir, { recursive: true });
  for (const entry of PALETTE) writeFileSync(`${dir}/${entry[0]}.svg`, svg(entry));
  return true;
}
