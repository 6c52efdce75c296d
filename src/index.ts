import { app } from "./server/app";

export { Table } from "./server/table";
export default app;
