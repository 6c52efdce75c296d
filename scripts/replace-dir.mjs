// Puts a freshly built folder in the place of another so that every file of
// the old one is there, whole, at every moment: a server reading the folder
// (`wrangler dev` serving web/dist) never finds a file missing or half
// written. Each file is renamed over its old self (one rename, atomic on one
// file system); files the new build no longer has go last. Renaming the
// whole folder in its place instead takes two renames, and between them the
// folder does not exist: a request that falls there gets a 500, and a reload
// that falls there finds no assets at all.
import { existsSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Moves everything in `fresh` into `target` and removes `fresh`.
 * @param {string} fresh a folder on the same file system as `target`
 * @param {string} target
 * @param {() => void} [afterStep] called after each change to `target` (a test checks the folder between steps)
 */
export function replaceDir(fresh, target, afterStep = () => {}) {
  if (!existsSync(target)) {
    renameSync(fresh, target);
    afterStep();
    return;
  }
  moveInto(fresh, target, afterStep);
  rmSync(fresh, { recursive: true, force: true });
}

/** @param {string} from @param {string} to @param {() => void} afterStep */
function moveInto(from, to, afterStep) {
  const incoming = readdirSync(from);
  for (const name of incoming) {
    const src = path.join(from, name);
    const dst = path.join(to, name);
    const isDir = statSync(src).isDirectory();
    // A file that became a folder or the other way round cannot be swapped in one rename: it goes first.
    if (existsSync(dst) && statSync(dst).isDirectory() !== isDir) {
      rmSync(dst, { recursive: true, force: true });
      afterStep();
    }
    if (isDir && existsSync(dst)) moveInto(src, dst, afterStep);
    else {
      renameSync(src, dst);
      afterStep();
    }
  }
  for (const name of readdirSync(to)) {
    if (incoming.includes(name)) continue;
    rmSync(path.join(to, name), { recursive: true, force: true });
    afterStep();
  }
}
