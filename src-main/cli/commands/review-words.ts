/**
 * The English words of `postroom review list` (split from review.ts): the Who column (w12cli, w17you), the chosen time
 * (w16asnew), when, and the client's notes. The app says the same from the same core facts (reviewtruth.ts).
 */
import type { ClientApprovalWaiting, EditedSinceApproval, OpenChangeRequest, OpenClientRequest } from '../../team';
import { readerName } from '../../../src-shared/reader-name';
import { shorten } from '../../../src-shared/shorten';
import { utcMinute } from '../../../src-shared/utc-minute';
import { isoOffsetText } from '../../../src-shared/utc-offset';

/**
 * w12cli (walk 12): what the Who column reads of a row besides the row itself: the core's facts, as the bridge's review
 * DTO carries them to the app's whoLine (src-renderer/src/lib/reviewtruth.ts).
 */
export interface WhoFacts {
  /** The reader's member name: their own steps and edits say "you" (w11words), never their name back. */
  me: string | null;
  /** The last step keeps the approval over the client's request (team/review-actions.ts keepsApproval), not a new approval. */
  kept: boolean;
  /**
   * The client approved this very version (preview clientAgreement), and the approval was not made from the client's
   * decision. w20cli (walk 18, 6): `clientFirst`, the client approved before an approver confirmed it ("— the client approved").
   */
  clientAgrees: boolean;
  clientFirst?: boolean;
  /**
   * The approval was made from the client's decision (an approver's import of a decisions file: reviews
   * clientDecisionOfApproval): "approved by Olivia (the client decided)", as the app's whoLine says (walk 44a/b).
   */
  clientDecided?: boolean;
  /** Who edited the approved post since (editedSinceApproval `editors`), first editor first. */
  editors: readonly string[];
  /** w19selfedit: the approval was by a member who had changed that version (the core's approvedOwnEdit). */
  selfEdited?: boolean;
  /**
   * w16asnew (walk 15): only its time changed since the approval (editedSinceApproval `onlyTime`): the time it goes at
   * now ("2027-01-16 08:00 (Asia/Ho_Chi_Minh)", "the Hub's queue", "now"), and whether the Hub holds the post already
   * (the time was chosen to send it as a new post). The app's whoLine says the same (w16asnew.chose / choseAsNew).
   */
  choseTime?: { time: string; asNew: boolean } | null;
  /** w17unchanged (walk 16): who asked for the changes this post was sent again without (review-unchanged.ts unchangedSinceRequest). */
  unchangedSince?: string | null;
}

/**
 * w16asnew: the time a draft goes at, as the CLI says it: its wall clock in its zone (library's wallTimeOf, the one
 * reading every screen uses; passed in, as the CLI shell imports no core area statically), the Hub's queue, or now.
 * A time with an offset whose zone cannot read it is said as stored.
 */
export function draftTimeEnglish(
  d: { scheduled_at: string | null; timezone: string | null; add_to_queue: boolean },
  wallTimeOf: (at: string, zone: string) => string,
  whichShowing?: (at: string, zone: string) => string | null,
  /** w29time (walk 25, 3): the library's skippedReading: a kept time the clocks skip is said as the time it goes at. */
  skipped?: (at: string, zone: string) => { to: string; offset: string; written: string } | null,
): string {
  if (d.add_to_queue) return 'the Hub’s queue';
  if (!d.scheduled_at) return 'now';
  // w24zone: a time stored with no zone is not sent until one is chosen; never said "(UTC)", a zone it does not hold.
  if (!d.timezone) return `${d.scheduled_at.slice(0, 16).replace('T', ' ')} (no time zone yet)`;
  const zone = d.timezone;
  const wall = wallTimeOf(d.scheduled_at, zone);
  const skip = skipped?.(wall, zone) ?? null;
  if (skip) return `${skip.to.replace('T', ' ')} (${zone}, ${isoOffsetText(skip.offset)}: ${skip.written.slice(11, 16)} does not exist that night, the clocks skip it)`;
  const unread = wall === d.scheduled_at && /(Z|[+-]\d{2}:?\d{2})$/.test(d.scheduled_at);
  // w23wall: a time the clocks show twice says which of the two it is (publisher whichShowingText, passed in).
  const which = whichShowing?.(d.scheduled_at, zone) ?? null;
  return `${unread ? d.scheduled_at : wall.slice(0, 16).replace('T', ' ')} (${zone}${which ? `, ${which}` : ''})`;
}

export const LAST_STEP: Readonly<Record<string, string>> = { submit: 'sent for review by', approve: 'approved by', request_changes: 'changes requested by', withdraw: 'withdrawn by' };

/** A member named to the reader: "you" for the reader, "the client (via Lan)" for a client's decision relayed (the app's sayName). */
export const nameFor = (name: string, me: string | null): string => readerName(name, me);

/**
 * The Who column, in the app's words (reviewtruth.ts whoLine, en catalog): "approved by Bảo", "sent for review by you",
 * "Bảo kept the approval over the client’s request", "edited by Lan and Bảo after Bảo approved", "approved by Bảo — the
 * client agrees". Before (walk 12): the last step's member alone ("Bảo"), the reader by their own name.
 */
export function whoLineEnglish(r: { stale: boolean; last: { action: string; by: string } | null }, f: WhoFacts): string {
  if (!r.last) return '';
  const by = nameFor(r.last.by, f.me);
  if (r.stale && r.last.action === 'approve') {
    // w11undo: every member who changed it since the approval ("edited by Lan and Bảo after Bảo approved").
    const editors = f.me !== null && f.editors.includes(f.me) ? ['you', ...f.editors.filter((e) => e !== f.me)] : [...f.editors];
    // w16asnew: only the time changed since: "new time chosen by Lan after you approved: …, to send it as a new post".
    if (f.choseTime && editors.length > 0) return `new time chosen by ${englishList(editors)} after ${by} approved: ${f.choseTime.time}${f.choseTime.asNew ? ', to send it as a new post' : ''}`;
    return editors.length > 0 ? `edited by ${englishList(editors)} after ${by} approved` : `edited after ${by} approved`;
  }
  if (r.last.action === 'approve' && f.kept) return `${by} kept the approval over the client’s request`;
  // w19selfedit (walk 17, 7): the approver had changed the version he approved (the team allows it): the app's words.
  const decided = r.last.action === 'approve' && f.clientDecided ? ' (the client decided)' : '';
  if (r.last.action === 'approve' && f.selfEdited) return (by === 'you' ? 'approved by you, after your own edit' : `approved by ${by}, who edited it`) + decided;
  const line = `${LAST_STEP[r.last.action] ?? `${r.last.action} by`} ${by}`;
  if (decided) return line + decided;
  if (r.last.action === 'submit' && f.unchangedSince) return `${line} — sent again unchanged since ${nameFor(f.unchangedSince, f.me)} asked for changes`;
  return r.last.action === 'approve' && f.clientAgrees ? `${line} — the client ${f.clientFirst ? 'approved' : 'agrees'}` : line;
}

/** "Lan", "Lan and Bảo", "Lan, Bảo and Minh". */
export const englishList = (names: readonly string[]): string => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

/** The When column: the edit's time for an approval edited since (editedtime), else the last step's (UTC, to the minute). */
export function whenOf(r: { draftId: string; last: { at: string } | null }, edits: ReadonlyMap<string, EditedSinceApproval>): string {
  const at = edits.get(r.draftId)?.at ?? r.last?.at;
  return at ? utcMinute(at) : '';
}

/**
 * clientchange: the queue's note on a client's approval waiting for an approver; one of content the
 * agency itself asked to change names that request and how to confirm it over it, on its own.
 */
export function clientNote(draftId: string, c: ClientApprovalWaiting, english: (r: OpenChangeRequest) => string, nameOf: (name: string) => string, decider: string | { nobody: string }): string {
  // w16words (walk 15, 7): the reader is "you" (nameOf, the Who column's); who confirms, by name (decider, the core's whoApproves).
  // Walk 42a: `nobody` (the core's nobodyApprovesEnglish): nobody in the team may approve this version, said so, never "confirm".
  if (typeof decider !== 'string') return `  [the client approved (via ${nameOf(c.relayedBy)}) — not approved: ${decider.nobody}]`;
  if (!c.overRequest) return `  [the client approved (via ${nameOf(c.relayedBy)}) — ${youDecide(decider) ? 'confirm' : `for ${decider} to confirm`}]`;
  // h-reviewwords (walk 44a, 4): the command is an approver's: a reader who may not confirm reads who may (the core's
  // whoApproves), never a command their role refuses ("your role does not approve posts in this team").
  const confirm = `postroom review confirm ${draftId} --over-request`;
  return `  [the client approved (via ${nameOf(c.relayedBy)}), but ${english(c.overRequest)} — still open; ${youDecide(decider) ? `confirming would approve it over that request: ${confirm}` : `${decider} may confirm it over that request: ${confirm}`}]`;
}

/** w16words: the reader may take the client's decision themselves (the core's whoApproves names them first, as "you"). */
export const youDecide = (decider: string): boolean => decider === 'you' || decider.startsWith('you,') || decider.startsWith('you or');

/** clientnote: the queue's note on a client's request for changes on an approved post, waiting for an approver. */
export function clientRequestNote(draftId: string, c: OpenClientRequest, atHub: boolean, nameOf: (name: string) => string, decider: string): string {
  // w16words (w15cli left): who decides, by name (the core's whoApproves over the kept member list), never "an approver" when names are known.
  return `  [the client asked for changes on this approved post (via ${nameOf(c.relayedBy)})${c.comment ? `: “${shorten(c.comment, 200)}”` : ''} — ${youDecide(decider) ? 'you decide' : `for ${decider} to decide`}: keep the approval (postroom review keep ${draftId}) or ask for changes (postroom review changes ${draftId})${atHub ? '; the Hub holds it: it goes out as scheduled unless someone edits it and sends a new one' : ''}]`;
}

/** w20cli: the atHub fact in --json, as the bridge's review DTO carries it (`by` null: this computer's own send). */
/** h-athub (walk 44a, 1): with its channels' times when they go at two or more (the core's `times`; sentAt ISO), as the app's queue row says them. */
export const atHubJson = (at: { state: string; since: number; by: { name: string } | null; times?: ReadonlyArray<{ channels: string[]; state: string; sentAt: number; scheduledAt: string | null; timezone: string | null }> | null }) =>
  ({ state: at.state, since: new Date(at.since).toISOString(), by: at.by?.name ?? null, ...(at.times ? { times: at.times.map((t) => ({ ...t, sentAt: new Date(t.sentAt).toISOString() })) } : {}) });
