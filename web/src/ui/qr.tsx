/** A QR code of a link, drawn as SVG, for friends at the same table to scan (the encoder comes as qr.js when first shown). */
import { useEffect, useState } from "preact/hooks";
import type * as QrSvg from "./qr-svg";

let encoder: Promise<typeof QrSvg> | null = null;

function loadEncoder(): Promise<typeof QrSvg> {
  // A separate build: the path is not resolved by the bundler on purpose.
  const url = "/qr.js";
  encoder ??= import(/* @vite-ignore */ url) as Promise<typeof QrSvg>;
  return encoder;
}

export function Qr({ text }: { readonly text: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadEncoder().then(
      (m) => live && setSvg(m.qrSvg(text)),
      () => {
        // Offline before it ever loaded: the link beside it still works; try again next time.
        encoder = null;
      },
    );
    return () => {
      live = false;
    };
  }, [text]);
  return svg === null ? <div class="qr" role="img" aria-label={text} /> : <div class="qr" role="img" aria-label={text} dangerouslySetInnerHTML={{ __html: svg }} />;
}
