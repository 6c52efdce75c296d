import { readServerFrame } from "../src/protocol/server-frames"; export const f = readServerFrame;
