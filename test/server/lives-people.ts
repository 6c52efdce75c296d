/**
 * The people of the table-lives property (table-lives.test.ts): each one a
 * person with sockets of their own, opened by hand through the Worker as a
 * browser's would be, from an address of their own. A socket keeps every
 * frame it receives, in order, for the promises to read; it knows only what
 * the table told it (its last welcome, the game of its last summary).
 * Nothing here judges the table: the promises do, in the test file.
 */
import { botAction, type GameView } from "../../src/engine";
import { CLOSE, type ClientFrame, type ServerFrame } from "../../src/protocol";
import { Pacer, api } from "./support";

let probes = 0;
let acts = 0;

/** One socket, and everything the table sent it. */
export class LiveSocket {
  /** Every frame received, in order (pongs aside). */
  readonly frames: ServerFrame[] = [];
  open = true;
  /** The table answered its hello. */
  greeted = false;
  /** Its seat, as its last welcome said (null: watching). */
  you: number | null = null;
  /** The game its last summary named. */
  gameId: string | null = null;
  /** Its newest view and that view's version. */
  view: GameView | null = null;
  version = -1;
  /** The version at which its person last moved (they move once per version). */
  actedAt = -1;
  readonly #pacer = new Pacer();
  readonly #waiting = new Map<string, () => void>();
  readonly #closed: (() => void)[] = [];

  /** `onToken`: a seat token the table gave in a welcome (its person keeps it, to come back with). */
  private constructor(readonly ws: WebSocket, readonly name: string, readonly onToken: (token: string) => void) {
    ws.addEventListener("message", (e) => this.#frame(String(e.data)));
    ws.addEventListener("close", () => {
      this.open = false;
      for (const f of this.#closed.splice(0)) f();
    });
    ws.accept();
  }

  /** A new socket to the table from `address`, not yet greeted. */
  static async to(tableId: string, address: string, name: string, onToken: (token: string) => void): Promise<LiveSocket> {
    const res = await api(`/api/tables/${tableId}/ws`, { headers: { Upgrade: "websocket", "CF-Connecting-IP": address } });
    if (!res.webSocket) throw new Error(`${name}: no socket (${res.status})`);
    return new LiveSocket(res.webSocket, name, onToken);
  }

  /** Sends a frame, held to the table's flood allowance. */
  send(frame: ClientFrame | Record<string, unknown>): void {
    this.#pacer.run(() => {
      if (!this.open) return;
      try {
        this.ws.send(JSON.stringify(frame));
      } catch {
        // closing
      }
    });
  }

  /** Closes it from this end: cleanly (1000), or as a lost connection does (the client's own code: no leave, no goodbye). */
  close(clean: boolean): void {
    this.open = false;
    try {
      this.ws.close(clean ? 1000 : CLOSE.noHeartbeat, clean ? "bye" : "connection lost");
    } catch {
      // closed already
    }
  }

  /** Resolves once the socket is closed (at once if it is). */
  closed(): Promise<void> {
    return this.open ? new Promise((resolve) => this.#closed.push(resolve)) : Promise.resolve();
  }

  /**
   * A round trip: everything the table sent this socket before answering is
   * in when it resolves (a table answers a socket's frames in order). A
   * socket that closes meanwhile resolves too.
   */
  async probe(timeoutMs = 15_000): Promise<void> {
    if (!this.open) return;
    const id = `probe-${++probes}`;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const answered = new Promise<void>((resolve) => this.#waiting.set(id, resolve));
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${this.name}: no answer to ${id} in ${timeoutMs} ms (open: ${this.open})`)), timeoutMs);
    });
    this.send({ type: "probe", id });
    try {
      await Promise.race([answered, this.closed(), late]);
    } finally {
      clearTimeout(timer);
      this.#waiting.delete(id);
    }
  }

  /** Its seat's move on its newest view, once per version, if the view awaits one. */
  move(): boolean {
    const you = this.you;
    if (!this.open || you === null || this.view === null || this.actedAt === this.version) return false;
    const action = botAction(this.view, you);
    if (!action) return false;
    this.actedAt = this.version;
    this.send({ type: "act", id: `live-${++acts}`, action });
    return true;
  }

  #frame(raw: string): void {
    if (raw === "pong") return;
    const f = JSON.parse(raw) as ServerFrame;
    this.frames.push(f);
    switch (f.type) {
      case "welcome":
        this.greeted = true;
        this.you = f.you;
        if (f.token) this.onToken(f.token);
        break;
      case "table":
        if (f.table.gameId !== this.gameId) {
          this.view = null;
          this.version = -1;
        }
        this.gameId = f.table.gameId;
        break;
      case "view":
        if (f.version >= this.version) {
          this.view = f.view;
          this.version = f.version;
        }
        break;
      case "error":
        if (f.id) this.#waiting.get(f.id)?.();
        break;
      default:
        break;
    }
  }
}

/** A person at the table: their sockets (the newest is the one they use), the seat tokens they were given, how they behave. */
export class Person {
  readonly sockets: LiveSocket[] = [];
  readonly tokens: string[] = [];
  /** They play their turns when the table waits for them (else they idle, and only the clock moves for them). */
  plays = true;
  /** Their page is in front (else hidden: their notifications go to their browsers). */
  front = true;

  constructor(
    readonly index: number,
    readonly tableId: string,
    readonly hostToken: string | null,
    readonly address: string,
  ) {}

  get name(): string {
    return `P${this.index}`;
  }

  /** The socket they use now (their newest), if it is open. */
  get sock(): LiveSocket | null {
    const s = this.sockets.at(-1);
    return s?.open ? s : null;
  }

  /** Their newest open socket that holds a seat, as the table last told it (they are present). */
  get seated(): LiveSocket | null {
    return this.sockets.findLast((s) => s.open && s.greeted && s.you !== null) ?? null;
  }

  /** The seat a socket of theirs holds, as the table last told it. */
  seat(): number | null {
    return this.seated?.you ?? null;
  }

  /**
   * Opens a new socket (their others stay as they are: another tab) and
   * says hello with `token` (and the host's token, if they are the host);
   * waits for the table's welcome, or for the socket to be closed. As the
   * client library does, it then asks for what it missed since the newest
   * version their last socket heard, and says if their page is hidden.
   */
  async open(token: string | null): Promise<void> {
    const last = this.sockets.at(-1);
    const sock = await LiveSocket.to(this.tableId, this.address, `${this.name}#${this.sockets.length}`, (t) => this.tokens.push(t));
    this.sockets.push(sock);
    sock.send({ type: "hello", ...(token ? { token } : {}), ...(this.hostToken ? { hostToken: this.hostToken } : {}), name: this.name });
    await sock.probe();
    if (!sock.greeted) return;
    if (last && last.version > 0) sock.send({ type: "sync", since: last.version });
    if (!this.front) sock.send({ type: "front", front: false });
    await sock.probe();
  }

  /** Sends on their socket that holds a seat, else their newest, opening one (with their newest token) if they have none. */
  async say(frame: ClientFrame): Promise<LiveSocket> {
    if (!this.sock?.greeted) await this.open(this.tokens.at(-1) ?? null);
    const sock = this.seated ?? this.sock;
    if (!sock) throw new Error(`${this.name}: the table closed their socket at once`);
    sock.send(frame);
    await sock.probe();
    return sock;
  }

  /** Every socket of theirs closed from this end. */
  leaveAll(): void {
    for (const s of this.sockets) s.close(true);
  }
}
