import { app } from "./server/app";

export { Table } from "./server/table";
export { Lobby } from "./server/lobby";
export default app;
