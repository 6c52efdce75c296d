/**
 * The web client's words, tested in Node: its i18n module reads the language
 * from the page as it loads, so these stand in for a Chinese page before the
 * module is first imported (`setLang` also marks the document).
 */
export function pretendChinesePage(): void {
  (globalThis as { location?: unknown }).location = { search: "?lang=zh" };
  (globalThis as { navigator?: unknown }).navigator ??= { language: "zh-CN" };
  (globalThis as { document?: unknown }).document ??= { documentElement: {} };
}
