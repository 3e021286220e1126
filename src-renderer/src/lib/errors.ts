/**
 * How a screen says an error: through the shared layer's one model (src-shared/errors.ts), which
 * names who said it (Postroom's own check, this computer, the network, the Hub, a channel) and
 * says what it means and what to do in the person's language. The code and the raw message are
 * only ever a detail (ErrorBox's "Details", a toast's small print).
 */
import { errorLine as lineOf, explainError, type ErrorLike, type ExplainedError, type Lang } from '../../../src-shared/errors';

export type { ErrorLike, ExplainedError, Lang };
export { retryAfterSeconds as retryAfter } from '../../../src-shared/errors';

/** svelte-i18n's locale ("vi", "vi-VN", null) as one of the two languages. */
export const langOf = (locale: string | null | undefined): Lang => (locale?.toLowerCase().startsWith('vi') ? 'vi' : 'en');

/** The error said in the locale's language. */
export const explain = (e: ErrorLike, locale: string | null | undefined): ExplainedError => explainError(e, langOf(locale));

/** One line: who said it, what it means, what to do. No code, no raw message. */
export const errorLine = (e: ErrorLike, locale: string | null | undefined): string => lineOf(e, langOf(locale));
