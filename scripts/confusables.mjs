#!/usr/bin/env node
/**
 * Writes src/server/seats/confusables-data.ts: the mappings of Unicode's
 * confusables.txt (UTS #39, Unicode Security Mechanisms) packed into one
 * ASCII table that src/server/seats/skeleton.ts unpacks on first use.
 *
 *   node scripts/confusables.mjs path/to/confusables.txt
 *       reads Unicode's file itself (the way to update, once it can be had);
 *   npx node scripts/confusables.mjs
 *       reads the same mappings from the copy ICU compiles from that file
 *       (confusables.cfu) into the ICU data built into Node, here the Node of
 *       the npm package `node` (a devDependency). Neither Unicode's site nor
 *       a package holding the current file is reachable from this project's
 *       machines, and Node 22's ICU 78 carries Unicode 17.0's mappings.
 *
 * The packed table is a list of entries separated by commas:
 * `<step>:<target>[+<run>]`. <step> is how far the entry's source code point
 * lies past the previous entry's last one, in base 36 (empty for 1); <target>
 * is the prototype's code points in base 36 joined by dots; `+<run>` (base
 * 36) says the entry stands for <run> sources in a row mapped to <run>
 * targets in a row (mathematical alphabets, fullwidth forms). ASCII keeps
 * bidi controls and combining marks out of the source file.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const OUT = path.resolve(import.meta.dirname, "../src/server/seats/confusables-data.ts");

/** Unicode's confusables.txt: `source ; target ; MA # comment`, code points in hex. */
function parseConfusables(text) {
  const version = /^#\s*Version:\s*([\d.]+)/m.exec(text)?.[1] ?? "unknown";
  const date = /^#\s*Date:\s*(.+)$/m.exec(text)?.[1]?.trim() ?? "unknown";
  const pairs = [];
  for (const line of text.split("\n")) {
    const fields = line.replace(/#.*/, "").split(";").map((f) => f.trim());
    if (fields.length < 2 || fields[0] === "") continue;
    const hex = (h) => Number.parseInt(h, 16);
    pairs.push([hex(fields[0]), fields[1].split(/\s+/).map(hex)]);
  }
  return { version, source: `Unicode ${version} confusables.txt (dated ${date})`, pairs };
}

/**
 * ICU's compiled copy, found in the common data package inside the Node
 * binary: the package's table of contents names `icudtNNl/confusables.cfu`;
 * that item's SpoofDataHeader points at sorted keys (code point in the low 24
 * bits, prototype length in UTF-16 units minus one above), a value per key
 * (the one UTF-16 unit, or an index into the string table) and the table.
 */
function fromIcu(binary) {
  const bin = readFileSync(binary);
  let pkg = -1;
  for (let i = bin.indexOf("CmnD"); i >= 0 && pkg < 0; i = bin.indexOf("CmnD", i + 1)) {
    if (bin[i - 10] === 0xda && bin[i - 9] === 0x27) pkg = i - 12; // DataHeader: size, magic 0xda27, UDataInfo
  }
  if (pkg < 0) throw new Error(`${binary}: no ICU common data in it`);
  const toc = pkg + bin.readUInt16LE(pkg);
  let item = -1;
  for (let k = 0, n = bin.readUInt32LE(toc); k < n && item < 0; k++) {
    const name = toc + bin.readUInt32LE(toc + 4 + 8 * k);
    if (bin.toString("latin1", name, bin.indexOf(0, name)).endsWith("/confusables.cfu")) item = toc + bin.readUInt32LE(toc + 8 + 8 * k);
  }
  if (item < 0) throw new Error(`${binary}: its ICU data has no confusables.cfu`);
  const spoof = item + bin.readUInt16LE(item);
  if (bin.readUInt32LE(spoof) !== 0x3845fdef || bin[spoof + 4] !== 2) throw new Error("confusables.cfu: not spoof data of format 2");
  const at = (n) => spoof + bin.readInt32LE(spoof + 4 * n);
  const [keys, count, values, strings] = [at(3), bin.readInt32LE(spoof + 16), at(5), at(7)];
  const pairs = [];
  for (let k = 0; k < count; k++) {
    const key = bin.readInt32LE(keys + 4 * k);
    const units = (key >>> 24) + 1;
    const value = bin.readUInt16LE(values + 2 * k);
    let target = "";
    if (units === 1) target = String.fromCharCode(value);
    else for (let j = 0; j < units; j++) target += String.fromCharCode(bin.readUInt16LE(strings + 2 * (value + j)));
    pairs.push([key & 0xffffff, [...target].map((c) => c.codePointAt(0))]);
  }
  const { node, icu } = process.versions;
  const unicode = `${process.versions.unicode}.0.0`.split(".").slice(0, 3).join(".");
  return { version: unicode, source: `Unicode ${unicode} confusables.txt as ICU ${icu} compiles it (confusables.cfu), read from the ICU data built into Node.js ${node}`, pairs };
}

/** The packed table, cut into lines of about 480 characters at entry boundaries. */
function pack(pairs) {
  const sorted = [...pairs].sort((a, b) => a[0] - b[0]);
  const entries = [];
  let last = 0;
  for (let i = 0; i < sorted.length; ) {
    const [source, target] = sorted[i];
    let run = 1;
    const next = (n) => sorted[i + n];
    if (target.length === 1) while (next(run) && next(run)[0] === source + run && next(run)[1].length === 1 && next(run)[1][0] === target[0] + run) run++;
    const step = source - last;
    entries.push(`${step === 1 ? "" : step.toString(36)}:${target.map((c) => c.toString(36)).join(".")}${run > 1 ? `+${run.toString(36)}` : ""}`);
    last = source + run - 1;
    i += run;
  }
  const lines = [];
  for (const e of entries) {
    if (lines.length === 0 || lines[lines.length - 1].length + e.length > 480) lines.push(e);
    else lines[lines.length - 1] += `,${e}`;
  }
  return lines;
}

const arg = process.argv[2];
const data = arg ? parseConfusables(readFileSync(arg, "utf8")) : fromIcu(process.execPath);
const lines = pack(data.pairs);
writeFileSync(
  OUT,
  `/**
 * Generated by scripts/confusables.mjs: do not edit.
 *
 * UTS #39 confusable mappings, Unicode ${data.version}: ${data.pairs.length} code points and their prototypes.
 * Source: ${data.source}.
 * Data © Unicode, Inc., under the Unicode License (https://www.unicode.org/license.txt).
 *
 * Each line holds entries \`<step>:<target>[+<run>]\` (see the script); the
 * lines follow on from each other. src/server/seats/skeleton.ts unpacks them.
 */
export const CONFUSABLES_VERSION = ${JSON.stringify(data.version)};

export const CONFUSABLES: readonly string[] = [
${lines.map((l) => `  ${JSON.stringify(l)},`).join("\n")}
];
`,
);
console.log(`${path.relative(process.cwd(), OUT)}: Unicode ${data.version}, ${data.pairs.length} mappings in ${lines.length} lines`);
