/**
 * Setting up and testing on a fresh machine: the browser tests say in one
 * line what they need when chromium is missing; `npm run db:migrate:local`
 * (the first step of `npm start`) runs unattended even in a terminal and
 * says in one line what it did; `npm start` serves on the port it is given
 * and prints nothing that reads like a failure, online or not; and
 * building the web client while `wrangler dev` serves it never leaves the
 * site without its script (nor any file without its content).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { replaceDir } from "../../scripts/replace-dir.mjs";
import { type DevServer, freePort, removeStorage, startDev } from "../e2e/dev-server";
import { until } from "../support/until";
import { launchChromium } from "./chromium";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Runs a command to its end (or kills it after `timeoutMs`); its output and exit code. */
function run(cmd: string, args: readonly string[], timeoutMs: number): Promise<{ code: number | null; out: string; timedOut: boolean }> {
  return new Promise((resolve) => {
    const child: ChildProcess = spawn(cmd, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], detached: true, env: { ...process.env, CI: "", NO_COLOR: "1" } });
    let out = "";
    child.stdout?.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr?.on("data", (d: Buffer) => (out += d.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-(child.pid as number), "SIGKILL");
      } catch {
        // gone
      }
    }, timeoutMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, out, timedOut });
    });
  });
}

describe("setting up on a fresh machine", () => {
  it("without chromium, the browser tests fail with one line that says what to install", async () => {
    const missing = path.join(tmpdir(), "no-such-chromium");
    const error = await launchChromium(missing).then(() => null, (e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message.split("\n")).toHaveLength(1);
    expect(message).toContain(missing);
    expect(message).toContain("apt-get install chromium fonts-wqy-microhei");
    expect(message).toContain("CHROMIUM_PATH");
  });

  it("the local migration (npm start's first step) runs unattended in a terminal", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pengyou-migrate-"));
    try {
      // `script` gives the command a pseudo-terminal, as a person's shell would: wrangler used to ask "continue? (Y/n)" there and wait.
      const r = await run("script", ["-qec", `npm run db:migrate:local -- --persist-to ${dir}`, "/dev/null"], 120_000);
      expect(r.timedOut, r.out.slice(-1500)).toBe(false);
      expect(r.code, r.out.slice(-1500)).toBe(0);
      expect(r.out).toMatch(/applied 0001_games\.sql, 0002_hands\.sql/);
      // Quietly: not the question wrangler answered itself, nor its tables.
      expect(r.out).not.toMatch(/continue\?|fallback value|┌/);
      // Applied: a second run finds nothing to do.
      const again = await run("script", ["-qec", `npm run db:migrate:local -- --persist-to ${dir}`, "/dev/null"], 120_000);
      expect(again.code, again.out.slice(-1500)).toBe(0);
      expect(again.out).toMatch(/no migrations to apply/i);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);

  it("npm start says what it did in a few honest lines, fetches nothing, and serves on the port it is given", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pengyou-start-"));
    // An empty cache: a wrangler dev that fetched the sample `request.cf` object would write it here (offline: print a stack trace).
    const cache = mkdtempSync(path.join(tmpdir(), "pengyou-cf-"));
    const port = await freePort();
    const child = spawn("npm", ["start", "--", "--port", String(port), "--persist-to", dir, "--ip", "127.0.0.1"], {
      cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], detached: true,
      env: { ...process.env, CI: "", NO_COLOR: "1", MINIFLARE_CACHE_DIR: cache },
    });
    let out = "";
    child.stdout?.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr?.on("data", (d: Buffer) => (out += d.toString()));
    try {
      // Up: it answers (or it exited, which the expectation below reports with its output).
      const healthy = await until(async () => child.exitCode !== null || (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)), {
        for: `npm start to answer on port ${port}`,
        seen: () => out.slice(-2000),
      }, { timeoutMs: 120_000, everyMs: 250 }).then(() => child.exitCode === null);
      expect(healthy, out.slice(-2000)).toBe(true);
      // What it printed up to being ready has reached this process (the server answers before its "Ready" line may arrive here).
      const ready = new RegExp(`Ready on http://127\\.0\\.0\\.1:${port}`);
      await until(() => ready.test(out), { for: "npm start's ready line", seen: () => out.slice(-2000) }, 10_000);
      // Every migration of migrations/, in order, named in one line.
      const migrations = readdirSync(path.join(ROOT, "migrations")).filter((f) => f.endsWith(".sql")).sort();
      expect(migrations.length).toBeGreaterThanOrEqual(3);
      expect(out).toContain(`Local database: applied ${migrations.join(", ")}.`);
      expect(out).toMatch(new RegExp(`Ready on http://127\\.0\\.0\\.1:${port}`));
      // Nothing that reads like a failure: no prompt, no warning, no stack trace.
      expect(out).not.toMatch(/continue\?|fallback value|Unable to fetch|ENOTFOUND|EAI_AGAIN|Error:|\n\s+at /);
      expect(readdirSync(cache)).toEqual([]);
    } finally {
      try {
        process.kill(-(child.pid as number), "SIGTERM");
      } catch {
        // gone
      }
      await new Promise<void>((r) => (child.exitCode !== null ? r() : child.once("exit", () => r())));
      rmSync(dir, { recursive: true, force: true });
      rmSync(cache, { recursive: true, force: true });
    }
  }, 300_000);

  it("a new build takes the served folder's place file by file: between any two steps every old file is there, whole", () => {
    const root = mkdtempSync(path.join(tmpdir(), "pengyou-swap-"));
    const write = (dir: string, files: Record<string, string>) => {
      for (const [name, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        writeFileSync(path.join(dir, name), text);
      }
    };
    const tree = (dir: string): Record<string, string> =>
      Object.fromEntries(
        readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => {
            const file = path.join(e.parentPath, e.name);
            return [path.relative(dir, file), readFileSync(file, "utf8")];
          }),
      );
    try {
      const served = path.join(root, "dist");
      const fresh = path.join(root, "fresh");
      const before = { "app.js": "old app", "index.html": "old index", "icons/a.svg": "old a", "gone.txt": "only in the old build" };
      const after = { "app.js": "new app", "index.html": "new index", "icons/a.svg": "new a", "icons/b.svg": "new b", "added.js": "only in the new build" };
      write(served, before);
      write(fresh, after);
      let steps = 0;
      replaceDir(fresh, served, () => {
        steps++;
        // What both builds have is there at every step, old or new, never missing (a server would answer 500).
        const now = tree(served);
        for (const name of ["app.js", "index.html", "icons/a.svg"]) {
          expect([before[name as keyof typeof before], after[name as keyof typeof after]], `${name} after step ${steps}`).toContain(now[name]);
        }
      });
      expect(steps).toBeGreaterThan(1);
      expect(tree(served)).toEqual(after);
      expect(readdirSync(root)).toEqual(["dist"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("building the web client while wrangler dev serves it keeps /app.js a script throughout", async () => {
    let dev: DevServer | null = null;
    try {
      dev = await startDev({ migrate: false });
      const base = dev.base;
      const kinds: string[] = [];
      const probe = async () => {
        const res = await fetch(`${base}/app.js`);
        await res.arrayBuffer();
        kinds.push(`${res.status} ${res.headers.get("content-type") ?? ""}`);
      };
      await probe();
      const server = dev;
      for (let i = 0; i < 2; i++) {
        const from = server.output.join("").length;
        const reloaded = () => server.output.join("").slice(from).includes("Local server updated and ready");
        const build = run("node", ["scripts/build-web.mjs"], 120_000);
        let done = false;
        void build.then(() => (done = true));
        // Ask for the script all the while the build runs, and until the server has reloaded on the change.
        while (!done) await probe();
        const r = await build;
        expect(r.code, r.out).toBe(0);
        await until(async () => {
          await probe();
          return reloaded();
        }, { for: "wrangler dev to reload on the new build", seen: () => server.output.join("").slice(from).slice(-1500) }, 60_000);
        // After the reload what it serves stays as it is: a few more answers show it.
        for (let k = 0; k < 5; k++) await probe();
      }
      const wrong = kinds.filter((k) => !/^200 (text|application)\/javascript/.test(k));
      expect(wrong, `of ${kinds.length} answers`).toEqual([]);
    } finally {
      if (dev) {
        await dev.stop();
        removeStorage(dev.persistTo);
      }
    }
  }, 300_000);
});
