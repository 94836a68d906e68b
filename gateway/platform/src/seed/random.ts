/**
 * Deterministic randomness for the seed: a seeded PRNG per section (so changing one section does
 * not shift the others) and name-based UUIDs, so tests and docs can rely on names and uuids.
 */
import { createHash } from 'node:crypto';

/** A name-based UUID (version 5 layout over SHA-1): the same parts always give the same UUID. */
export function demoUuid(...parts: Array<string | number>): string {
  const hex = createHash('sha1')
    .update(`console-demo:${parts.join(':')}`)
    .digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const [a, b, c, d, e] = [hex.slice(0, 8), hex.slice(8, 12), hex.slice(13, 16), hex.slice(17, 20), hex.slice(20, 32)];
  return `${a}-${b}-5${c}-${variant}${d}-${e}`;
}

/** A small seeded PRNG (mulberry32) with the helpers the seed needs. */
export class Rng {
  private state: number;
  constructor(seed: string) {
    this.state = parseInt(createHash('sha1').update(seed).digest('hex').slice(0, 8), 16) >>> 0;
  }
  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, Math.min(count, copy.length));
  }
}

/** A GTIN-13 with a valid check digit, from a 12-digit body. */
export function gtin13(body: string): string {
  const digits = body.padStart(12, '0').slice(-12);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return digits + String((10 - (sum % 10)) % 10);
}

/** YYYY-MM-DD of the UTC day `daysAgo` days before `from`. */
export function dayBefore(from: Date, daysAgo: number): string {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() - daysAgo));
  return day.toISOString().slice(0, 10);
}
