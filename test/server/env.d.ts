import type { D1Migration } from "cloudflare:test";
import type { Env as AppEnv } from "../../src/server/env";

declare global {
  namespace Cloudflare {
    interface Env extends AppEnv {
      TEST_MIGRATIONS: D1Migration[];
    }
    interface GlobalProps {
      mainModule: typeof import("../../src/index");
      durableNamespaces: "Table";
    }
  }
}
