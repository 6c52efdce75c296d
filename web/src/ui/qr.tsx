/** A QR code of a link, drawn as SVG (uqr), for friends at the same table to scan. */
import { renderSVG } from "uqr";

export function Qr({ text }: { readonly text: string }) {
  const svg = renderSVG(text, { border: 2, ecc: "M" });
  return <div class="qr" role="img" aria-label={text} dangerouslySetInnerHTML={{ __html: svg }} />;
}
