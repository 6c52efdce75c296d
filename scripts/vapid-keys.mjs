// A VAPID key pair for Web Push (docs/PUSH.md), made with Web Crypto (P-256):
//   node scripts/vapid-keys.mjs
// prints the public key (the raw point, base64url: what browsers subscribe with)
// and the private key (its JWK `d`, base64url). Set them as secrets:
//   wrangler secret put VAPID_PUBLIC_KEY
//   wrangler secret put VAPID_PRIVATE_KEY
//   wrangler secret put VAPID_SUBJECT      (mailto:you@example.org or an https URL)
import { webcrypto } from "node:crypto";

export async function vapidKeys() {
  const { subtle } = webcrypto;
  const pair = await subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  const raw = new Uint8Array(await subtle.exportKey("raw", pair.publicKey));
  const jwk = await subtle.exportKey("jwk", pair.privateKey);
  return { publicKey: Buffer.from(raw).toString("base64url"), privateKey: jwk.d };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { publicKey, privateKey } = await vapidKeys();
  console.log(`VAPID_PUBLIC_KEY=${publicKey}`);
  console.log(`VAPID_PRIVATE_KEY=${privateKey}`);
}
