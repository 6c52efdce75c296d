import { simulate } from "./simulate";

simulate(["shengji-online","zpy-online"]);
