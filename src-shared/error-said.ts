/**
 * The shape of an error's words (errors.ts): what it means and what to do, in English and Vietnamese, and the one
 * way a table entry is written (`w`). Its own file so that errors.ts and the area tables it spreads (errors-team.ts)
 * share it without importing each other.
 */
export type Lang = 'en' | 'vi';

/** What an error means and what to do about it, in one language. */
export interface ErrorWords { meaning: string; todo: string }
export type Said = Readonly<Record<Lang, ErrorWords>>;

/** An entry's words: English meaning and what to do, then the Vietnamese. */
export const w = (enMeaning: string, enTodo: string, viMeaning: string, viTodo: string): Said => ({
  en: { meaning: enMeaning, todo: enTodo },
  vi: { meaning: viMeaning, todo: viTodo },
});
