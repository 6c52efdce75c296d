/**
 * <pengyou-table table="ID"> for any page, from one script tag:
 *
 *   <script src="https://YOUR-HOST/embed.js" defer></script>
 *   <pengyou-table table="k3x9qm2rthw8vfpz5c7n" lang="zh" height="640"></pengyou-table>
 *
 * It frames the table page (/t/ID?embed=1) from the same host the script
 * came from, so the table keeps its own styles, storage (the seat token)
 * and socket, whatever the host page does.
 */
const scriptOrigin = (() => {
  const src = (document.currentScript as HTMLScriptElement | null)?.src;
  return src ? new URL(src).origin : location.origin;
})();

class PengyouTable extends HTMLElement {
  static observedAttributes = ["table", "lang", "height"];
  #frame: HTMLIFrameElement | null = null;

  connectedCallback(): void {
    if (!this.#frame) {
      const root = this.attachShadow({ mode: "open" });
      const style = document.createElement("style");
      style.textContent = ":host{display:block;width:100%}iframe{display:block;width:100%;border:0;border-radius:12px;background:#0b4a2e}";
      this.#frame = document.createElement("iframe");
      this.#frame.title = "pengyou table";
      this.#frame.allow = "clipboard-write; web-share";
      root.append(style, this.#frame);
    }
    this.#update();
  }

  attributeChangedCallback(): void {
    this.#update();
  }

  #update(): void {
    const frame = this.#frame;
    const id = this.getAttribute("table");
    if (!frame || !id) return;
    const url = new URL(`/t/${encodeURIComponent(id)}`, scriptOrigin);
    url.searchParams.set("embed", "1");
    const lang = this.getAttribute("lang");
    if (lang === "zh" || lang === "en") url.searchParams.set("lang", lang);
    if (frame.src !== url.toString()) frame.src = url.toString();
    frame.style.height = `${Number(this.getAttribute("height")) || 640}px`;
  }
}

if (!customElements.get("pengyou-table")) customElements.define("pengyou-table", PengyouTable);
export {};
