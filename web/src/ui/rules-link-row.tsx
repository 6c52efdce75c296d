/** The start page's rules as a link (options/rules-link.ts) to copy and send: whoever opens it gets the page set the same way. */
import { useState } from "preact/hooks";
import { t } from "../i18n";

export function RulesLinkRow({ link }: { readonly link: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div class="linkrow">
      <input readOnly value={link} data-rules-link={link} aria-label={t("rulesLink")} onFocus={(e) => (e.target as HTMLInputElement).select()} />
      <button type="button" data-action="copy-rules" onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => undefined)}>
        {copied ? t("copied") : t("rulesLink")}
      </button>
    </div>
  );
}
