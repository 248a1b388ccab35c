/**
 * A text fingerprint for near-duplicate detection: MinHash over word shingles, with LSH band
 * keys for finding candidates without comparing against every item (DESIGN §14).
 *
 * Hand-written because the npm MinHash packages are unmaintained or pull in a hashing
 * dependency for what is forty lines: the signature is `SIGNATURE_SIZE` minima of a 32-bit mix
 * of each shingle's FNV-1a hash, and two signatures agree in a position with probability equal to
 * the Jaccard similarity of the two shingle sets. Everything is deterministic (fixed seeds), so
 * a stored signature stays comparable with one computed later.
 */

/** Words per shingle: three keeps a word swap or a changed name visible without making reordered sentences look new. */
export const SHINGLE_SIZE = 3;
export const SIGNATURE_SIZE = 128;
/** 32 bands of 4 rows: an item at Jaccard 0.8 shares a band with near certainty (1 - (1 - 0.8^4)^32 > 0.9999999). */
export const BANDS = 32;
export const ROWS_PER_BAND = SIGNATURE_SIZE / BANDS;

export type Signature = Uint32Array;

/** The lower-cased words of a plain text (letters and digits, any script). */
export function textWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
}

/** The number of distinct words, for the thin-content floor. */
export function uniqueWordCount(words: readonly string[]): number {
  return new Set(words).size;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** MurmurHash3's finaliser: a cheap, well-mixed 32-bit permutation. */
function mix(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const SEEDS: Uint32Array = (() => {
  const seeds = new Uint32Array(SIGNATURE_SIZE);
  let state = 0x9e3779b9;
  for (let i = 0; i < SIGNATURE_SIZE; i++) {
    state = mix(state + 0x6d2b79f5);
    seeds[i] = state;
  }
  return seeds;
})();

/** Hashed shingles of a word list; a text shorter than one shingle is one shingle of all its words. */
export function shingleHashes(words: readonly string[], size = SHINGLE_SIZE): Set<number> {
  const hashes = new Set<number>();
  if (words.length === 0) return hashes;
  if (words.length < size) {
    hashes.add(fnv1a(words.join(' ')));
    return hashes;
  }
  for (let i = 0; i + size <= words.length; i++) {
    hashes.add(fnv1a(words.slice(i, i + size).join(' ')));
  }
  return hashes;
}

/** The MinHash signature of a text. An empty text has the all-ones signature, which matches nothing real. */
export function signatureOf(text: string): Signature {
  const signature = new Uint32Array(SIGNATURE_SIZE).fill(0xffffffff);
  for (const shingle of shingleHashes(textWords(text))) {
    for (let i = 0; i < SIGNATURE_SIZE; i++) {
      const value = mix(shingle ^ (SEEDS[i] ?? 0));
      if (value < (signature[i] ?? 0)) signature[i] = value;
    }
  }
  return signature;
}

/** Estimated Jaccard similarity of the two texts' shingle sets: the share of equal positions. */
export function estimateSimilarity(a: Signature, b: Signature): number {
  if (a.length !== b.length) throw new Error('Signatures of different sizes cannot be compared');
  let equal = 0;
  for (let i = 0; i < a.length; i++) if (a[i] === b[i]) equal++;
  return equal / a.length;
}

/** Exact Jaccard similarity of two texts' shingle sets (tests and small comparisons). */
export function exactSimilarity(a: string, b: string): number {
  const left = shingleHashes(textWords(a));
  const right = shingleHashes(textWords(b));
  if (left.size === 0 && right.size === 0) return 1;
  let shared = 0;
  for (const hash of left) if (right.has(hash)) shared++;
  return shared / (left.size + right.size - shared);
}

/**
 * The LSH bucket keys of a signature, one per band ("07:1a2b3c4d"): two items that share any key
 * are candidates for a full comparison. Items near the threshold share one with near certainty;
 * unrelated items rarely share any.
 */
export function bandKeys(signature: Signature): string[] {
  const keys: string[] = [];
  for (let band = 0; band < BANDS; band++) {
    let hash = 0x811c9dc5 ^ band;
    for (let row = 0; row < ROWS_PER_BAND; row++) {
      hash = mix(hash ^ (signature[band * ROWS_PER_BAND + row] ?? 0));
    }
    keys.push(`${band.toString().padStart(2, '0')}:${hash.toString(16).padStart(8, '0')}`);
  }
  return keys;
}

/** A signature as a compact string for storage (base64 of its bytes), and back. */
export function encodeSignature(signature: Signature): string {
  const bytes = Buffer.alloc(signature.length * 4);
  signature.forEach((value, i) => bytes.writeUInt32LE(value, i * 4));
  return bytes.toString('base64');
}

export function decodeSignature(encoded: string): Signature {
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.length !== SIGNATURE_SIZE * 4) throw new Error('Not a stored signature');
  const signature = new Uint32Array(SIGNATURE_SIZE);
  for (let i = 0; i < SIGNATURE_SIZE; i++) signature[i] = bytes.readUInt32LE(i * 4);
  return signature;
}
