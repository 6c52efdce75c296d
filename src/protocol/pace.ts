/**
 * A table's pace when its settings do not say (docs/PROTOCOL.md, settings):
 * one list for the server's steps and the web client's forms. No schema
 * here, so the web client imports it without the validation library.
 */
export const PACE_DEFAULTS = { dealMs: 250, bidMs: 5_000, botDelayMs: 700, resultMs: 8_000, turnSeconds: 0 } as const;
