/**
 * The player's own choices, kept in this browser: the turn sound, a
 * notification while the tab is hidden, playing forced moves by themselves,
 * and a four-colour deck. Read once; every change is saved at once.
 */
export interface Prefs {
  sound: boolean;
  notify: boolean;
  autoPlay: boolean;
  fourColour: boolean;
}

const KEY = "pengyou.prefs";
const DEFAULTS: Prefs = { sound: true, notify: false, autoPlay: true, fourColour: false };

function load(): Prefs {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? "{}") as Partial<Prefs>;
    const out = { ...DEFAULTS };
    for (const k of Object.keys(DEFAULTS) as (keyof Prefs)[]) if (typeof raw[k] === "boolean") out[k] = raw[k];
    return out;
  } catch {
    return { ...DEFAULTS };
  }
}

export const prefs: Prefs = typeof localStorage === "undefined" ? { ...DEFAULTS } : load();

export function setPref<K extends keyof Prefs>(k: K, v: Prefs[K]): void {
  prefs[k] = v;
  applyPrefs();
  try {
    localStorage.setItem(KEY, JSON.stringify(prefs));
  } catch {
    // not kept
  }
}

/** What the page shows from the prefs (the deck's colours). */
export function applyPrefs(): void {
  document.body.classList.toggle("four-colour", prefs.fourColour);
}
