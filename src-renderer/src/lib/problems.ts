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
]);
