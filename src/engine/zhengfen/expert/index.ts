import type { ZhengFenAction } from "../actions";
import { type ZhengFenStrongInput, strongZhengFen } from "../strong";

export interface ZhengFenSearchOptions {
  readonly hands?: readonly (readonly number[])[];
}

export function expertZhengFen(input: ZhengFenStrongInput, key: string, _opts: ZhengFenSearchOptions = {}): ZhengFenAction {
  return strongZhengFen(input, key);
}
