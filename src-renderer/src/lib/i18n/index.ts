/// <reference lib="dom" />
import { addMessages, init, locale } from 'svelte-i18n';
import { en } from './en';
import { vi } from './vi';

export const LOCALES = ['en', 'vi'] as const;
export type LocaleCode = (typeof LOCALES)[number];

export function isLocale(v: unknown): v is LocaleCode {
  return typeof v === 'string' && (LOCALES as readonly string[]).includes(v);
}

/** Registers both languages and starts svelte-i18n synchronously (no lazy loading: CSP and offline). */
export function setupI18n(initial: LocaleCode): void {
  addMessages('en', en);
  addMessages('vi', vi);
  void init({ fallbackLocale: 'en', initialLocale: initial });
  // Chromium draws <input type=datetime-local> in the element's inherited lang: the app's language, not the OS's.
  if (typeof document !== 'undefined') document.documentElement.lang = initial;
}

export function setLocale(code: LocaleCode): void {
  void locale.set(code);
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}

/** Placeholder lists are stored as one '|'-separated string (keeps the message shape flat). */
export function splitItems(s: string): string[] {
  return s.split('|').map((x) => x.trim()).filter(Boolean);
}
