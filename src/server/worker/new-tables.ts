/**
 * Making tables, once the route has checked what was asked (api.ts): a
 * table, a practice table from a completed hand, and Play now (a seat at a
 * public table with one free now, or at a new one with bots, started).
 */
import { PRESET_INFO } from "../../engine";
import type { CreatedPractice, CreatedTable, NewPractice, PlayNow, PlayNowRequest } from "../../protocol";
import { playerName } from "../../protocol/display-names";
import type { Stranger } from "../commands/quick";
import { playableTables, readGame } from "../history/d1";
import { PRACTICE_BOT_LEVEL, type PracticeStart, practiceFrom } from "../history/practice-start";
import { addressHash } from "../identity/address";
import { hashToken, isId, newId, newToken } from "../identity/ids";
import { cleanName, uniqueName } from "../seats/name-rules";
import type { TableInit } from "../store/table-store";
import { type Env, takesTestSeeds } from "./env";
import { HttpError } from "./http-error";
import type { TableOrder } from "./ports";

/** What making a table needs: the bindings, the request (its address and URL), and how ids are made. */
export interface Making {
  readonly env: Env;
  readonly req: Request;
  readonly newTableId: () => string;
}

const urlOf = (m: Making, id: string) => new URL(`/t/${id}`, m.req.url).toString();
const creatorOf = (m: Making) => addressHash(m.req.headers.get("CF-Connecting-IP") ?? undefined);

async function initTable(m: Making, init: TableInit, practice?: PracticeStart, stranger?: Stranger, creator?: Stranger): Promise<void> {
  if (!(await m.env.TABLE.getByName(init.tableId).init(init, practice, stranger, creator))) throw new HttpError(500, "internal", "The table could not be created.");
}

export async function createTable(m: Making, { seed, sit, ...order }: TableOrder): Promise<CreatedTable> {
  // A deployed table's deck stays unpredictable: only a test harness's Worker takes a seed.
  if (seed !== undefined && !takesTestSeeds(m.env)) throw new HttpError(400, "bad-request", "seed: this server deals from its own secret; a table cannot choose its cards", "seed");
  const tableId = m.newTableId();
  const hostToken = newToken();
  const address = await creatorOf(m);
  // Asked for (the web client's start page always does): its maker sits at seat 0 (commands/quick.ts, seatCreator).
  const seatToken = sit ? newToken() : null;
  const seated: Stranger | undefined =
    sit && seatToken ? { hash: await hashToken(seatToken), name: sit.name ? cleanName(sit.name) || null : null, address } : undefined;
  await initTable(m, { tableId, ...order, hostHash: await hashToken(hostToken), creator: address, ...(seed !== undefined ? { testSeed: seed } : {}) }, undefined, undefined, seated);
  return { tableId, url: urlOf(m, tableId), hostToken, ...(seatToken ? { seatToken } : {}) };
}

export async function practiceTable(m: Making, asked: NewPractice): Promise<CreatedPractice> {
  // From D1 only: it holds completed hands, never the hand in play.
  const game = isId(asked.gameId) ? await readGame(m.env.DB, asked.gameId) : null;
  if (!game) throw new HttpError(404, "no-game", "There is no such game, or no hand of it has ended yet.", "gameId");
  const from = practiceFrom(game, asked.hand, asked.step, asked.seat);
  if (!from.ok) throw new HttpError(from.status, from.code, from.message, from.field);
  const tableId = m.newTableId();
  const hostToken = newToken();
  const seatToken = newToken();
  const table: TableInit = {
    tableId,
    game: game.game,
    options: game.options,
    players: game.players.length,
    // Never listed: a practice table is its player's own.
    settings: { ...(asked.settings ?? {}), public: false },
    hostHash: await hashToken(hostToken),
    practice: { gameId: game.id, hand: asked.hand, step: asked.step, seat: asked.seat },
    creator: await creatorOf(m),
  };
  const start: PracticeStart = {
    gameId: newId(),
    seed: from.seed,
    start: JSON.stringify(from.start),
    prefix: from.prefix,
    seat: asked.seat,
    seatHash: await hashToken(seatToken),
    name: uniqueName(asked.name ?? null, [], playerName(asked.seat)),
    level: PRACTICE_BOT_LEVEL,
  };
  await initTable(m, table, start);
  return { tableId, url: urlOf(m, tableId), hostToken, seatToken };
}

export async function playNow(m: Making, asked: PlayNowRequest & Pick<TableOrder, "game">): Promise<PlayNow> {
  const seatToken = newToken();
  // As the table hashes a socket's address (table/table-object.ts), so that its bans hold here too.
  const stranger: Stranger = {
    hash: await hashToken(seatToken),
    name: asked.name ? cleanName(asked.name) || null : null,
    address: await creatorOf(m),
  };
  for (const id of await playableTables(m.env.DB, asked.game)) {
    const seat = await m.env.TABLE.getByName(id).claim(stranger);
    if (seat !== null) return { tableId: id, url: urlOf(m, id), seat, seatToken, how: "joined" };
  }
  const tableId = m.newTableId();
  const hostToken = newToken();
  await initTable(
    m,
    {
      tableId,
      game: asked.game,
      options: {},
      players: PRESET_INFO[asked.game].defaultPlayers,
      settings: { public: true, ...(asked.lang ? { lang: asked.lang } : {}) },
      hostHash: await hashToken(hostToken),
      creator: stranger.address,
    },
    undefined,
    stranger,
  );
  return { tableId, url: urlOf(m, tableId), seat: 0, seatToken, hostToken, how: "new" };
}
