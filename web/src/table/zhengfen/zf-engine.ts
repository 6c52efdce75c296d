/**
 * zf.js: the Zheng Fen rules a Zheng Fen table reads the chosen cards with
 * (what they make, whether they beat the trick, the hint), its own script:
 * the engine is pure, so a copy of these functions in a script of their
 * own shares no state with the page, and the table page (app.js) does not
 * carry them for the Shengji tables most people sit at. Loaded by
 * use-zf-engine.ts when a Zheng Fen table is drawn.
 */
export { categoriesOf, checkZhengFenPlay, guessZhengFenMove, toBeat, zhengFenHint, zhengFenSuggestion } from "../../../../src/engine/client";
