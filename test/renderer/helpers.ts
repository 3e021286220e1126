/**
 * The renderer's words for unit tests: `loadWords()` (in beforeAll) loads the English and
 * Vietnamese catalogs into svelte-i18n exactly as the app does; `tr(lang)` answers a translate
 * function in that language, the shape screens and lib helpers take.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { get } from 'svelte/store';
import { addMessages, format, init, locale } from 'svelte-i18n';
import { en } from '../../src-renderer/src/lib/i18n/en';
import { vi } from '../../src-renderer/src/lib/i18n/vi';

export async function loadWords(initialLocale: 'en' | 'vi' = 'en'): Promise<void> {
  addMessages('en', en as never);
  addMessages('vi', vi as never);
  await init({ fallbackLocale: 'en', initialLocale });
}

export type Translate = (key: string, opts?: { values?: Record<string, string | number>; default?: string }) => string;

export function tr(lang: 'en' | 'vi'): Translate {
  locale.set(lang);
  const f = get(format);
  return (key, opts) => f(key, opts);
}

/**
 * A translate function read straight from a catalog (no svelte-i18n, no fallback): a key missing in the language throws,
 * so a test of words proves each language has its own. `strictT('vi')`.
 */
export function strictT(lang: 'en' | 'vi'): (key: string, opts?: { values: Record<string, string | number> }) => string {
  const m = (lang === 'en' ? en : vi) as unknown as Record<string, unknown>;
  return (key, opts) => {
    const msg = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], m);
    if (typeof msg !== 'string') throw new Error(`no message ${key}`);
    return String(new IntlMessageFormat(msg, lang).format(opts?.values ?? {}));
  };
}
