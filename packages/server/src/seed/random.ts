/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same sequence on
 * every machine, which is all the demo data needs. Not for anything secret.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A generator for one item of a larger set (e.g. the company at `index`), independent of the others. */
  static derive(seed: number, ...keys: number[]): Random {
    let hash = (seed ^ 0x9e3779b9) >>> 0;
    for (const key of keys) {
      hash = Math.imul(hash ^ (key >>> 0), 0x85ebca6b) >>> 0;
      hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35) >>> 0;
      hash = (hash ^ (hash >>> 16)) >>> 0;
    }
    return new Random(hash);
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick() from an empty list');
    return item;
  }

  /** Picks by weight; `weights[i]` belongs to `items[i]`. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let roll = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      roll -= weights[i] ?? 0;
      const item = items[i];
      if (roll < 0 && item !== undefined) return item;
    }
    return this.pick(items);
  }

  /** `count` distinct items in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const result: T[] = [];
    while (result.length < count && pool.length > 0) {
      const index = Math.floor(this.next() * pool.length);
      const [item] = pool.splice(index, 1);
      if (item !== undefined) result.push(item);
    }
    return result;
  }

  /** `count` positive integers summing to `total`, larger first. */
  shares(count: number, total = 100): number[] {
    if (count <= 0) return [];
    const weights = Array.from({ length: count }, () => 0.2 + this.next());
    const sum = weights.reduce((a, b) => a + b, 0);
    const shares = weights.map((weight) => Math.max(1, Math.floor((weight / sum) * total)));
    let rest = total - shares.reduce((a, b) => a + b, 0);
    for (let i = 0; rest !== 0; i = (i + 1) % count) {
      const share = shares[i] ?? 1;
      if (rest > 0) {
        shares[i] = share + 1;
        rest--;
      } else if (share > 1) {
        shares[i] = share - 1;
        rest++;
      }
    }
    return shares.sort((a, b) => b - a);
  }
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
