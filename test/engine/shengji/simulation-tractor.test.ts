import { simulate } from "./simulate";

simulate(["tractor-classic","da-bai-fen","zpy-80"]);
