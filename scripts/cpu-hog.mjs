// Keeps one core busy, for a bounded time: `node scripts/cpu-hog.mjs [minutes]` (60 by default).
// scripts/ci-under-load.sh runs the whole suite beside it (and stops it at the end), so that a test
// that leans on a timing window fails here before CI finds it on a busy machine.
const minutes = Number(process.argv[2] ?? 60);
if (!(minutes > 0)) {
  console.error("usage: node scripts/cpu-hog.mjs [minutes]   (a positive number; 60 by default)");
  process.exit(2);
}
const end = Date.now() + minutes * 60_000;
console.log(`cpu-hog: one core busy for at most ${minutes} min (pid ${process.pid})`);
// A busy loop that looks at the clock now and then: nothing else, no allocation.
let spin = 0;
while (Date.now() < end) {
  for (let i = 0; i < 1e6; i++) spin = (spin + i) % 1_000_003;
}
console.log(`cpu-hog: done after ${minutes} min (${spin})`);
