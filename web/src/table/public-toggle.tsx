/**
 * The host's switch that puts the table in the start page's lobby or takes
 * it out (the `public` setting), at any time: in the table's own lobby and
 * in the menu during a game. The lobby shows a table only while it waits
 * for players (docs/PROTOCOL.md, "The lobby").
 */
import type { TableClient } from "../../../src/client";
import { t } from "../i18n";

export function PublicToggle({ client }: { readonly client: TableClient }) {
  return (
    <label class="opt check" data-setting="public">
      <input type="checkbox" checked={client.table?.settings.public === true} onChange={(e) => client.configure({ settings: { public: (e.target as HTMLInputElement).checked } })} />
      <span class="opt-label">{t("public")}</span>
    </label>
  );
}
