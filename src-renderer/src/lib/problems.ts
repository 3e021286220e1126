/**
 * Problem codes of the core's preflight (src-main/publisher/preflight.ts ProblemCode, and
 * photo_unreadable from the bridge's drafts.preflight)
 * that have words in both languages (`compose.problem.<code>`). Any other code is
 * shown with the core's own message.
 */
export const PROBLEM_CODES: ReadonlySet<string> = new Set([
  'no_profile', 'no_platforms', 'unknown_channel', 'not_photo_channel', 'duplicate_channel', 'missing_field', 'missing_title',
  'caption_too_long', 'title_too_long', 'no_photos', 'bad_photo_url', 'photo_missing', 'photo_unreadable', 'scheduled_page_dropped', 'bad_schedule',
  'timezone_missing', 'pin_conflict', 'pin_overrides', 'first_comment_unused',
  'not_connected', 'too_many_photos', 'bad_community',
]);

type T = (key: string, opts?: { values: Record<string, string | number> }) => string;

/** A Hub field in the user's words (the labels Compose shows beside the field); unknown ones as they are. */
export function fieldWords(field: string | null, t: T, channelLabel: (key: string) => string): string {
  if (!field) return '';
  if (field === 'pinterest_board_id') return t('compose.board');
  if (field === 'reddit_community') return t('compose.community');
  const title = /^([a-z_]+)_title$/.exec(field);
  if (title?.[1]) return t('compose.titleFor', { values: { channel: channelLabel(title[1]) } });
  return field;
}

/** One problem in the user's language, its field named as Compose names it; once (not also the core's words). */
export function problemText(p: { code: string; field: string | null; message: string }, t: T, channelLabel: (key: string) => string): string {
  return PROBLEM_CODES.has(p.code) ? t(`compose.problem.${p.code}`, { values: { field: fieldWords(p.field, t, channelLabel) } }) : p.message;
}
