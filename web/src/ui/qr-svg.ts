/**
 * The QR encoder (uqr) as its own script, qr.js: only a host's lobby shows
 * a code, and the encoder is a sixth of the table page's budget.
 */
import { renderSVG } from "uqr";

export function qrSvg(text: string): string {
  return renderSVG(text, { border: 2, ecc: "M" });
}
