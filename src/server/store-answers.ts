/**
 * Act ids: a move re-sent with the same id gets the first answer (accepted
 * moves are found in the log by their id, refusals in the acts table).
 */
/** Answers to moves kept for retries (a client re-sends only its last few). */
const RECENT_ANSWERS = 1024;
/**
 * How many of the newest moves and refusals a wake reads back: a client
 * re-sends only the moves still pending when its socket dropped, which are
 * among the newest, and this read is on the first move after a wake.
 */
const WAKE_ANSWERS = 256;

export class Answers {
  constructor(private readonly sql: SqlStorage) {}


  /**
   * Recent answers by "seat:id", in memory: every move would otherwise cost
   * a query. Loaded from SQLite the first time they are needed after a wake.
   */
  #answers: Map<string, { answer: string; seq: number }> | null = null;
  #refusals = 0;

  #recent(): Map<string, { answer: string; seq: number }> {
    if (this.#answers === null) {
      const m = new Map<string, { answer: string; seq: number }>();
      const refused = this.sql.exec<{ seat: number; id: string; answer: string; seq: number }>(
        "SELECT seat, id, answer, seq FROM acts ORDER BY rowid DESC LIMIT ?", WAKE_ANSWERS,
      );
      for (const r of [...refused].reverse()) m.set(`${r.seat}:${r.id}`, { answer: r.answer, seq: r.seq });
      // The newest moves by seq (a range of the primary key): the first move after a wake reads at most that many
      // rows, however many of them bots made.
      const accepted = this.sql.exec<{ act: string; seq: number }>(
        "SELECT act, seq FROM log WHERE seq > (SELECT COALESCE(MAX(seq), 0) FROM log) - ? AND act IS NOT NULL ORDER BY seq", WAKE_ANSWERS,
      );
      for (const r of accepted) m.set(r.act, { answer: "", seq: r.seq });
      this.#answers = m;
    }
    return this.#answers;
  }

  /** An accepted move (`act` is "seat:id"): its answer is its version. */
  accepted(act: string, seq: number): void {
    this.#remember(act, { answer: "", seq });
  }

  /** The answers of a game that is over go with it. */
  forget(): void {
    this.#answers = null;
  }

  #remember(key: string, a: { answer: string; seq: number }): void {
    if (this.#answers === null) return; // loaded from SQLite when first asked
    this.#answers.set(key, a);
    if (this.#answers.size > 2 * RECENT_ANSWERS) {
      for (const k of [...this.#answers.keys()].slice(0, RECENT_ANSWERS)) this.#answers.delete(k);
    }
  }

  /** The remembered answer to an act: "" when it was accepted as action `seq`, else "code message". */
  answerFor(seat: number, id: string): { answer: string; seq: number } | null {
    return this.#recent().get(`${seat}:${id}`) ?? null;
  }

  /** A refused move's answer. */
  refused(seat: number, id: string, answer: string, seq: number): void {
    this.sql.exec("INSERT OR REPLACE INTO acts (seat, id, answer, seq) VALUES (?, ?, ?, ?)", seat, id, answer, seq);
    this.#remember(`${seat}:${id}`, { answer, seq });
    // Now and then keep only the newest refusals: far more than any retry needs.
    if (++this.#refusals % 64 === 0) {
      this.sql.exec("DELETE FROM acts WHERE rowid NOT IN (SELECT rowid FROM acts ORDER BY rowid DESC LIMIT ?)", RECENT_ANSWERS);
    }
  }
}
