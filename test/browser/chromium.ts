/**
 * The browser the browser tests drive: Debian's chromium (or any Chromium or
 * Chrome named by CHROMIUM_PATH), through playwright-core, which brings no
 * browser of its own. When it is missing the tests say so in one line, with
 * what to install.
 */
import { existsSync } from "node:fs";
import { type Browser, type BrowserContext, type BrowserServer, chromium } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function missingChromium(executable: string): string {
  return `No Chromium at ${executable}: the browser tests need it (Debian/Ubuntu: apt-get install chromium fonts-wqy-microhei), or set CHROMIUM_PATH to a Chromium or Chrome executable.`;
}

const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

export async function launchChromium(executable = CHROMIUM_PATH): Promise<Browser> {
  if (!existsSync(executable)) throw new Error(missingChromium(executable));
  return chromium.launch({ executablePath: executable, headless: true, args: ARGS });
}

/** A browser with a profile on disk (not incognito: Chrome installs apps only from such a profile). */
export async function launchProfile(userDataDir: string, executable = CHROMIUM_PATH): Promise<BrowserContext> {
  if (!existsSync(executable)) throw new Error(missingChromium(executable));
  return chromium.launchPersistentContext(userDataDir, { executablePath: executable, headless: true, args: ARGS });
}

/** One Chromium for the whole run (test/browser/global-setup.ts): each test file connects to its endpoint. */
export async function launchChromiumServer(executable = CHROMIUM_PATH): Promise<BrowserServer> {
  if (!existsSync(executable)) throw new Error(missingChromium(executable));
  return chromium.launchServer({ executablePath: executable, headless: true, args: ARGS });
}

/** The run's shared Chromium, for one test file (its contexts are closed when it disconnects). An empty endpoint: none was found. */
export async function connectChromium(endpoint: string): Promise<Browser> {
  if (!endpoint) throw new Error(missingChromium(CHROMIUM_PATH));
  return chromium.connect(endpoint);
}
