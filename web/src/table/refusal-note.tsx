/**
 * The server's last refusal, in words, above the hand, for either game's
 * table at the times its play panel does not say it in its own line (off
 * the seat's turn). The table's own "started" notice is no refusal.
 */
import { refusalText } from "../errors";
import { t } from "../i18n";
import type { TableHandle } from "./use-table";

export function RefusalNote({ h }: { readonly h: TableHandle }) {
  return h.notice && h.notice.code !== "started" ? (
    <p class="notice refusal" role="alert" data-notice="refusal"><b>{t("refused")}:</b> {refusalText(h.notice)}</p>
  ) : null;
}
