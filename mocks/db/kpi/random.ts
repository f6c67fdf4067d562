/**
 * Counter-based randomness: every number is a pure function of its keys, so any day of any request
 * can be generated on its own, in any order, and always comes out the same.
 */
export function mix(a: number, b: number): number {
  let h = (a ^ Math.imul(b + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A uniform number in [0, 1) from a hash. */
export function unit(hash: number): number {
  return hash / 4294967296;
}

/** A number in [min, max) drawn from a key. */
export function between(hash: number, min: number, max: number): number {
  return min + unit(hash) * (max - min);
}
