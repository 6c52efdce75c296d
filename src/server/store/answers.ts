/**
 * Act ids: a move re-sent with the same id gets the first answer (accepted
 * moves are found in the log by their id, refusals in the acts table).
 */
/** Answers to a seat's moves kept for retries (a client re-sends only its last few). */
const RECENT_ANSWERS = 1024;
/**
 * How many of the newest log rows and of a seat's refusals a wake reads
 * back for that seat: a client re-sends only the moves still pending when
 * its socket dropped, which are among the newest, and this read is on the
 * first move after a wake.
 */
const WAKE_ANSWERS = 256;

/** The first answer given to a move id: the refusal's JSON, or the seq of the move it was. */
export type StoredAnswer = { readonly answer: string; readonly seq: number };

export class Answers {
  constructor(private readonly sql: SqlStorage) {}

  /**
   * Recent answers by "seat:id", in memory, a map per seat: every move would
   * otherwise cost a query. A seat's are loaded from SQLite the first time
   * one of its moves comes after a wake: the first move reads its own seat's
   * rows, not every seat's.
   */
  readonly #bySeat = new Map<number, Map<string, StoredAnswer>>();
  #refusals = 0;

  #recent(seat: number): Map<string, StoredAnswer> {
    let m = this.#bySeat.get(seat);
    if (m === undefined) {
      m = new Map();
      const refused = this.sql.exec<{ id: string; answer: string; seq: number }>(
        "SELECT id, answer, seq FROM acts WHERE seat = ? ORDER BY rowid DESC LIMIT ?", seat, WAKE_ANSWERS,
      );
      for (const r of [...refused].reverse()) m.set(`${seat}:${r.id}`, { answer: r.answer, seq: r.seq });
      // The newest log rows by seq (a range of the primary key), this seat's among them ("seat:…", up to "seat;"):
      // the first move after a wake reads at most that many rows, however many of them bots made.
      const accepted = this.sql.exec<{ act: string; seq: number }>(
        "SELECT act, seq FROM log WHERE seq > (SELECT COALESCE(MAX(seq), 0) FROM log) - ? AND act >= ? AND act < ? ORDER BY seq",
        WAKE_ANSWERS, `${seat}:`, `${seat};`,
      );
      for (const r of accepted) m.set(r.act, { answer: "", seq: r.seq });
      this.#bySeat.set(seat, m);
    }
    return m;
  }

  /** An accepted move (`act` is "seat:id"): its answer is its version. */
  accepted(act: string, seq: number): void {
    this.#remember(Number.parseInt(act, 10), act, { answer: "", seq });
  }

  /** The answers of a game that is over go with it. */
  forget(): void {
    this.#bySeat.clear();
  }

  #remember(seat: number, key: string, a: StoredAnswer): void {
    const m = this.#bySeat.get(seat);
    if (m === undefined) return; // loaded from SQLite when first asked
    m.set(key, a);
    if (m.size > 2 * RECENT_ANSWERS) {
      for (const k of [...m.keys()].slice(0, RECENT_ANSWERS)) m.delete(k);
    }
  }

  /** The remembered answer to an act: "" when it was accepted as action `seq`, else "code message". */
  answerFor(seat: number, id: string): StoredAnswer | null {
    return this.#recent(seat).get(`${seat}:${id}`) ?? null;
  }

  /** A refused move's answer. */
  refused(seat: number, id: string, answer: string, seq: number): void {
    this.sql.exec("INSERT OR REPLACE INTO acts (seat, id, answer, seq) VALUES (?, ?, ?, ?)", seat, id, answer, seq);
    this.#remember(seat, `${seat}:${id}`, { answer, seq });
    // Now and then keep only the newest refusals: far more than any retry needs.
    if (++this.#refusals % 64 === 0) {
      this.sql.exec("DELETE FROM acts WHERE rowid NOT IN (SELECT rowid FROM acts ORDER BY rowid DESC LIMIT ?)", RECENT_ANSWERS);
    }
  }
}
