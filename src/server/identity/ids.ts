/** Unguessable ids and tokens, and the hashes the table keeps instead of tokens. */

const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789"; // no 0/o, 1/l: ids are read aloud and typed

/** A table or game id: 20 characters of a 32-letter alphabet (100 random bits). */
export function newId(length = 20): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let out = "";
  for (const b of bytes) out += ALPHABET[b & 31];
  return out;
}

export function isId(x: string, length = 20): boolean {
  return x.length === length && [...x].every((c) => ALPHABET.includes(c));
}

/** A secret token: 192 random bits, base64url. */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A game's secret: 256 bits from the platform's cryptographic generator (engine random.ts derives every hand's key from it). */
export function newSeed(): string {
  return [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** SHA-256 of some text. */
export const sha256 = (text: string): Promise<ArrayBuffer> => crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));

/** SHA-256 of a token, hex: the table stores only this. */
export async function hashToken(token: string): Promise<string> {
  return [...new Uint8Array(await sha256(token))].map((b) => b.toString(16).padStart(2, "0")).join("");
}
