import { hubEn } from './i18n/hub.en';

/**
 * The error codes whose meaning and handling the app can say in words (hub-api part 7's
 * Handling column, plus Postroom's own codes for keys and workspaces). Read from the strings
 * table itself, so a code is "known" exactly when both languages explain it.
 */
export const EXPLAINED_CODES: ReadonlySet<string> = new Set(Object.keys(hubEn.hubErrors.code));

export interface ErrorLike { code: string; message: string; details?: Record<string, unknown> }

/** The i18n keys of a code's meaning and what to do, or null for a code without an explanation. */
export function explainKeys(code: string): { meaning: string; todo: string } | null {
  if (!EXPLAINED_CODES.has(code)) return null;
  return { meaning: `hubErrors.code.${code}.meaning`, todo: `hubErrors.code.${code}.todo` };
}

/** Seconds to wait when the Hub sent Retry-After (rate_limited), else null. */
export function retryAfter(e: ErrorLike): number | null {
  const v = e.details?.retryAfterSeconds;
  return typeof v === 'number' && v > 0 ? v : null;
}

/** One line for a toast: the code's meaning and what to do when known, then the message as given. */
export function errorLine(e: ErrorLike, t: (key: string) => string): string {
  const k = explainKeys(e.code);
  return k ? `${t(k.meaning)} ${t(k.todo)} (${e.code}: ${e.message})` : `${e.code}: ${e.message}`;
}
