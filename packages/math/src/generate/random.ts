/**
 * A small seeded random source (xmur3 string hash → sfc32): the same seed gives the same task on every
 * machine and engine, unlike Math.random.
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** An integer in [min, max] other than zero. */
  nonZero(min: number, max: number): number;
  /** An integer in [min, max] not among `excluded`. */
  intExcept(min: number, max: number, excluded: readonly number[]): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  /** true with probability p. */
  chance(p: number): boolean;
};

function hashSeed(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i += 1) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
}

export function createRandom(seed: string): Random {
  const nextHash = hashSeed(seed);
  let a = nextHash();
  let b = nextHash();
  let c = nextHash();
  let d = nextHash();
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const random: Random = {
    next,
    int,
    nonZero(min, max) {
      return random.intExcept(min, max, [0]);
    },
    intExcept(min, max, excluded) {
      for (let attempt = 0; attempt < 1000; attempt += 1) {
        const value = int(min, max);
        if (!excluded.includes(value)) return value;
      }
      throw new Error(`no integer in [${min}, ${max}] outside ${excluded.join(', ')}`);
    },
    pick(items) {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    shuffle(items) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy;
    },
    chance(p) {
      return next() < p;
    },
  };
  return random;
}
