/**
 * The browser files' one `wrangler dev` and one Chromium for the whole run,
 * started here, shared through `provide` (support.ts's `openEnv` connects),
 * stopped when the run ends. Each test makes fresh tables and fresh browser
 * contexts (people) on them. The web client is built before (`npm test`
 * builds it once, before any server test): nothing builds it here. Without
 * Chromium the server still starts (half the files need no browser) and
 * each file that needs one fails with the one line that says what to install.
 */
import { existsSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import { removeStorage, startDev } from "../e2e/dev-server";
import { CHROMIUM_PATH, launchChromiumServer } from "./chromium";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  mkdirSync(path.resolve(import.meta.dirname, "../../screenshots"), { recursive: true });
  const chromium: BrowserServer | null = existsSync(CHROMIUM_PATH) ? await launchChromiumServer() : null;
  const log = path.join(mkdtempSync(path.join(tmpdir(), "pengyou-browser-log-")), "wrangler-dev.log");
  const dev = await startDev({ log });
  project.provide("sharedDev", { base: dev.base, port: dev.port, inspectorPort: dev.inspectorPort, persistTo: dev.persistTo, log });
  project.provide("chromiumEndpoint", chromium?.wsEndpoint() ?? "");
  return async () => {
    await chromium?.close();
    await dev.stop();
    removeStorage(dev.persistTo);
    removeStorage(path.dirname(log));
  };
}
