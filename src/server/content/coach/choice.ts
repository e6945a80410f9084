import { createHash } from 'node:crypto';

/** A number chosen from the parts: the same parts always give the same number. */
export const seededNumber = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\u0000')).digest().readUInt32BE(0);

/** The options starting at a place chosen from the seed, then wrapping round. */
export function rotated<T>(options: readonly T[], ...seed: string[]): T[] {
  if (options.length === 0) return [];
  const start = seededNumber(...seed) % options.length;
  return [...options.slice(start), ...options.slice(0, start)];
}

/** "Slow dancing" reads "slow dancing" inside a sentence; "DIY spa night" keeps its capitals. */
export const inSentence = (name: string) =>
  /^\p{Lu}\p{Ll}/u.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
