import { parseLocale, parseTheme, resolveTheme, STORAGE_KEYS, type Theme, type ThemeChoice } from './preferences';
import type { LocaleCode } from './i18n';

/** Where choices are remembered: `localStorage` in the app, a Map in tests. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The OS colour scheme: `matchMedia('(prefers-color-scheme: dark)')` in the app. */
export interface SchemeQuery {
  readonly matches: boolean;
  addEventListener(type: 'change', listener: (e: { matches: boolean }) => void): void;
}

export interface PreferencesDeps {
  storage: KeyValueStore;
  schemeQuery: SchemeQuery;
  browserLanguages: readonly string[];
}

/** Theme and language: remembered choices plus the live OS colour scheme. */
export class Preferences {
  #storage: KeyValueStore;
  #theme = $state<ThemeChoice>('system');
  #locale = $state<LocaleCode>('en');
  #systemDark = $state(false);

  constructor({ storage, schemeQuery, browserLanguages }: PreferencesDeps) {
    this.#storage = storage;
    this.#theme = parseTheme(safeGet(storage, STORAGE_KEYS.theme));
    this.#locale = parseLocale(safeGet(storage, STORAGE_KEYS.locale), browserLanguages);
    this.#systemDark = schemeQuery.matches;
    schemeQuery.addEventListener('change', (e) => {
      this.#systemDark = e.matches;
    });
  }

  /** The colours in use, after following the OS when the choice is 'system'. */
  readonly resolvedTheme: Theme = $derived.by(() => resolveTheme(this.#theme, this.#systemDark));

  get systemTheme(): Theme {
    return this.#systemDark ? 'dark' : 'light';
  }
  get theme(): ThemeChoice {
    return this.#theme;
  }
  set theme(v: ThemeChoice) {
    this.#theme = v;
    safeSet(this.#storage, STORAGE_KEYS.theme, v);
  }
  get locale(): LocaleCode {
    return this.#locale;
  }
  set locale(v: LocaleCode) {
    this.#locale = v;
    safeSet(this.#storage, STORAGE_KEYS.locale, v);
  }
}

// Storage can throw (quota, privacy modes); a preference is never worth a crash.
export function safeGet(s: KeyValueStore, k: string): string | null {
  try {
    return s.getItem(k);
  } catch {
    return null;
  }
}
export function safeSet(s: KeyValueStore, k: string, v: string): void {
  try {
    s.setItem(k, v);
  } catch {
    /* remembered for this session only */
  }
}
