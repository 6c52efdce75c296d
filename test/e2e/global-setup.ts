/**
 * The end-to-end files' one `wrangler dev` for the whole run (the fault
 * tests, which stop and break their own, start theirs): started once here,
 * shared through `provide` (shared-dev.ts), stopped when the run ends. Its
 * output goes to a file, so a test file that fails can quote it.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { removeStorage, startDev } from "./dev-server";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const log = path.join(mkdtempSync(path.join(tmpdir(), "pengyou-e2e-log-")), "wrangler-dev.log");
  // The flood brake raised: client-library bots play faster than any person (as each file's own server had it).
  const dev = await startDev({ vars: { FLOOD_PER_SECOND: "100000" }, log });
  project.provide("sharedDev", { base: dev.base, port: dev.port, inspectorPort: dev.inspectorPort, persistTo: dev.persistTo, log });
  return async () => {
    await dev.stop();
    removeStorage(dev.persistTo);
    removeStorage(path.dirname(log));
  };
}
