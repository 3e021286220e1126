/**
 * The renderer's words for unit tests: `loadWords()` (in beforeAll) loads the English and
 * Vietnamese catalogs into svelte-i18n exactly as the app does; `tr(lang)` answers a translate
 * function in that language, the shape screens and lib helpers take.
 */
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
