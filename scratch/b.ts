import { specProblem, readShape } from "../src/engine/spec"; export const f = [specProblem, readShape];
