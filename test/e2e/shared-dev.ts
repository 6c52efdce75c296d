/**
 * The run's shared `wrangler dev`, as the test files see it: a global setup
 * (test/e2e/global-setup.ts, test/browser/global-setup.ts) starts one
 * server for the whole run and `provide`s where it is; each test file makes
 * fresh tables on it. A test that must stop or break its own server (the
 * fault tests) starts its own with `startDev`.
 */
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { type DevServer, userWorker } from "./dev-server";

/**
 * What a global setup tells the test files of the one server it started
 * for the whole run (`provide`; `sharedDev` reads it): its addresses, its
 * storage, and the file its output goes to.
 */
export interface SharedDevInfo {
  readonly base: string;
  readonly port: number;
  readonly inspectorPort: number;
  readonly persistTo: string;
  readonly log: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's shared `wrangler dev` (test/e2e/global-setup.ts, test/browser/global-setup.ts). */
    sharedDev: SharedDevInfo;
    /** The run's shared Chromium's endpoint (test/browser/global-setup.ts). */
    chromiumEndpoint: string;
  }
}

/** A test file's handle on the run's shared server: the same as its own would be, but `stop` leaves it running (the global setup stops it). */
export function sharedDev(): DevServer {
  const info = inject("sharedDev");
  if (!info) throw new Error("no shared wrangler dev: this config's globalSetup starts one (vitest.e2e.config.ts, vitest.browser.config.ts)");
  const output = () => [readFileSync(info.log, "utf8")];
  return {
    base: info.base,
    port: info.port,
    inspectorPort: info.inspectorPort,
    persistTo: info.persistTo,
    get output() {
      return output();
    },
    direct: () => userWorker(output),
    stop: async () => undefined,
  };
}

