import { simulate } from "./simulate";

simulate(["zpy-pagat","zpy-pagat-active-passive"]);
