import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations, DIAGNOSTICS_TOKEN: "operator-token-for-tests", SEAT_RUNS: process.env.SEAT_RUNS ?? "1000", SEAT_SEED: process.env.SEAT_SEED ?? "", SEAT_PATH: process.env.SEAT_PATH ?? "", SEAT_DEBUG: process.env.SEAT_DEBUG ?? "" } },
      }),
    ],
    test: {
      include: ["test/server/**/*.test.ts"],
      setupFiles: ["./test/server/apply-migrations.ts"],
    },
  };
});
