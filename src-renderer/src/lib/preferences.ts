/** Pure parts of the preferences: parsing what was stored, resolving the theme. */
import { isLocale, type LocaleCode } from './i18n';

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type Theme = 'light' | 'dark';

export const STORAGE_KEYS = { theme: 'postroom.theme', locale: 'postroom.locale' } as const;

export function parseTheme(v: string | null): ThemeChoice {
  return v === 'light' || v === 'dark' || v === 'system' ? v : 'system';
}

/** A stored choice wins; otherwise the first of the browser's languages we speak; otherwise English. */
export function parseLocale(v: string | null, browserLanguages: readonly string[]): LocaleCode {
  if (isLocale(v)) return v;
  for (const lang of browserLanguages) {
    const base = lang.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}

export function resolveTheme(choice: ThemeChoice, systemDark: boolean): Theme {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}
