/**
 * Problem codes of the core's preflight and publisher (src-main/publisher/preflight.ts
 * PROBLEM_CODES, and photo_unreadable from the bridge's drafts.preflight), each with words
 * in both languages (`compose.problem.<code>`). A code the renderer does not know yet still
 * reads in the user's language (`compose.problem.other`); the core's English message is
 * only ever a tooltip (`problemDetail`).
 */
import type { HeldProblemDto } from '../../../src-main/bridge/contract';

export const PROBLEM_CODES: ReadonlySet<string> = new Set([
  'no_profile', 'no_platforms', 'unknown_channel', 'not_photo_channel', 'duplicate_channel', 'missing_field', 'missing_title',
  'caption_too_long', 'title_too_long', 'no_photos', 'bad_photo_url', 'photo_missing', 'photo_unreadable', 'scheduled_page_dropped', 'bad_schedule', 'schedule_past',
  'timezone_missing', 'pin_conflict', 'pin_overrides', 'first_comment_unused',
  'not_connected', 'too_many_photos', 'bad_community',
  'photo_aspect', 'photo_too_small', 'photo_too_large',
  'draft_missing', 'media_failed', 'already_sent', 'caption_split',
  // A team workspace that requires approval (src-main/publisher/team.ts).
  'waiting_review', 'waiting_approval', 'changes_requested', 'resend_needs_approval', 'sent_by_team',
  'role_cannot_publish', 'left_team',
  // w12revpub: a laptop whose member token the team revoked (src-main/team/publish-port.ts).
  'revoked',
  // w12revpub: publish again of a post the Hub holds, at its same time (src-main/publisher/guard.ts sameTimeHold).
  'held_same_time',
  // w27brand: the brand is still a name (src-shared/brand.ts).
  'brand_unresolved',
  // The campaign dry run's own warnings (src-main/campaigns/dryrun.ts).
  'body_over_cap', 'collision', 'duplicate',
  // w26campaign: a post the Hub holds or has sent at the same time (a collision); a draft not sent at that time (none).
  'hub_collision', 'draft_same_time',
]);

const PHOTO_RULE_CODES: ReadonlySet<string> = new Set(['photo_aspect', 'photo_too_small', 'photo_too_large']);

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

/**
 * One problem in the user's language, its field named as Compose names it; once (not also the
 * core's words). A problem of some photos names them ("Photos 1 and 3 are …"; `n` 0: "A photo is …").
 */
export function problemText(p: { code: string; field: string | null; message: string; photos?: readonly number[]; shape?: 'too_tall' | 'too_wide' }, t: T, channelLabel: (key: string) => string): string {
  const photos = p.photos ?? [];
  // The photo rules' words name their photos (none named: "A photo is …").
  const named: Record<string, string | number> = p.photos !== undefined || PHOTO_RULE_CODES.has(p.code) ? { n: photos.length, photos: photoList(photos, t) } : {};
  // w23insta: a problem known by its code alone (the campaign Posts tab's reason) does not say "A required field is empty ()."
  if (p.code === 'missing_field' && !p.field) return t('w23insta.missingFieldAny');
  // w23insta (walk 20): a photo outside a channel's ratio range is said to be taller, or wider, never "wider or taller".
  if (p.code === 'photo_aspect' && p.shape) return t(`w23insta.photo_${p.shape}`, { values: named });
  if (PROBLEM_CODES.has(p.code)) return t(`compose.problem.${p.code}`, { values: { field: fieldWords(p.field, t, channelLabel), ...named } });
  // A campaign spread's problem (src-main/campaigns/spread.ts, e.g. no_queue_settings) has its own words.
  const spread = `campaigns.spreadProblem.${p.code}`;
  const words = t(spread);
  return words !== spread ? words : t('compose.problem.other');
}

/** "2", "1 and 3", "1, 2 and 4" in the user's language. */
export function photoList(numbers: readonly number[], t: T): string {
  if (numbers.length <= 1) return numbers.map(String).join('');
  return t('continuity.photoList', { values: { first: numbers.slice(0, -1).join(', '), last: numbers[numbers.length - 1]! } });
}

/** The core's own words (English, with the exact numbers): for a tooltip, never the line itself. */
export function problemDetail(p: { code: string; message: string }): string {
  return `${p.code}: ${p.message}`;
}

/** A channel's description (the channel table's `kind`) in the user's language; the table's words if none. */
export function channelKind(c: { key: string; kind: string }, t: T): string {
  const k = `channels.kind.${c.key}`;
  const words = t(k);
  return words === k ? c.kind : words;
}

/**
 * w24campaign (walk 21, 4): a problem holding a campaign post (the core's HeldProblem) in the user's language: a text over
 * a channel's limit names the channel and the numbers ("X’s own caption is 312 characters; X takes 280."); others as
 * problemText says them.
 */
export function heldProblemText(p: HeldProblemDto, t: T): string {
  if (p.length !== undefined && p.limit !== undefined && p.label) {
    const key = p.code === 'title_too_long' ? 'titleOverLimit' : p.own ? 'ownCaptionOverLimit' : 'captionOverLimit';
    return t(`w24campaign.${key}`, { values: { channel: p.label, length: p.length, limit: p.limit } });
  }
  return problemText({ code: p.code, field: null, message: p.message }, t, (k) => k);
}
