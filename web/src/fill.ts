/** Fills `{name}` places in a text with the values given (missing ones become empty). Its own module: the chunks use it without the app's dictionary. */
export function fill(s: string, vars: Record<string, string | number>): string {
  return s.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ""));
}
