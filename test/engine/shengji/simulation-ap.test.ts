import { simulate } from "./simulate";

simulate(["zpy-active-passive"]);
