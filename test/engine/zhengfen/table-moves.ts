/** For tests that drive a Zheng Fen game seat by seat. */
import { applyAction, legalActions } from "../../../src/engine";
import type { ZhengFenState } from "../../../src/engine/zhengfen";

/** The state once the table's own moves (the deal, the next deal) are made: a seat is to move, or the game is over. */
export function afterTableMoves(s: ZhengFenState): ZhengFenState {
  for (let table = legalActions(s, "table")[0]; table; table = legalActions(s, "table")[0]) {
    const r = applyAction(s, "table", table);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state as ZhengFenState;
  }
  return s;
}
