/**
 * The English words of `postroom publish` (split from publish.ts): its summary of what was sent and held back, and
 * why (w12cli, w20cli), the batch progress line and the Hub's answer notes (w20cli).
 */
import type { ReviewHoldKind } from '../../campaigns';
import type { ChannelOutcome } from '../../hub';
import type { BatchOutcomes, Job, PostState, RunReport } from '../../publisher';
import { REVOKED_WORDS, count } from './campaign-status-words';
import { teammateSendKind } from '../../../src-shared/teammate-send';
import { readerName } from '../../../src-shared/reader-name';

/**
 * w12cli (walk 12): a skipped draft whose post was sent before, by this laptop (already_sent) or a teammate's
 * (sent_by_team, guard.ts): "already sent" in the summary, never "with problems" (it said "0 already sent, 1 with
 * problems" of a post Lan had scheduled, in a workspace that left the team).
 */
export const sentBefore = (s: { problems: ReadonlyArray<{ code: string }> }): boolean => s.problems.some((p) => p.code === 'already_sent' || p.code === 'sent_by_team');

export const REVIEW_HOLD_CODE_ROLE = 'role_cannot_publish';
/** w20cli: the viewer's hold in its own words ("a viewer cannot publish"), the reason of its line, without what to do. */
export const roleWords = (problems: ReadonlyArray<{ code: string; message: string }>): string =>
  (problems.find((p) => p.code === REVIEW_HOLD_CODE_ROLE)?.message ?? '').split(':')[0] ?? '';

/** w20cli: the posts held back, not for a problem nor for their review: a revoked token, a team left (review-hold.ts kinds). */
export function heldApart(skipped: RunReport['skipped'], kindOf: (code: string) => ReviewHoldKind | null): { revoked: number; left: number } {
  const open = skipped.filter((s) => !sentBefore(s));
  const has = (k: ReviewHoldKind) => (s: (typeof open)[number]): boolean => s.problems.some((p) => kindOf(p.code) === k);
  return { revoked: open.filter(has('revoked')).length, left: open.filter((s) => !has('revoked')(s) && has('left')(s)).length };
}

/**
 * The batch's one summary line. w8send (walk 8, finding 11b): of the drafts waiting for the team's review, those sent
 * back with changes requested are said so, naming who asked ("1 with changes requested by Bảo"), not "waiting for approval".
 * h-reviewwords (walk 44a, 2): `me`, the reader's member name: their own request, or a client's they relayed, says "you".
 */
/**
 * h-lostanswer (walk 44b, 5): `resumed`, for `resume`: of the drafts it followed, how many it sent to the Hub (a first call
 * that may have reached it was made by this run: publisher send.ts keeps a job's sentAt at that call). A resume follows
 * jobs sent before (polls a scheduled post, replays an unanswered call under its key): "sent 35 drafts" said of a run
 * that put no new post at the Hub.
 */
export function publishSummary(skipped: RunReport['skipped'], sent: number, held: number, waiting: number, kindOf: (code: string) => ReviewHoldKind | null, outcomes?: BatchOutcomes, resumed?: { sentNow: number }, me?: string | null): string {
  const open = skipped.filter((s) => !sentBefore(s));
  // Each held draft once, by its first review hold's kind (the core's one reviewHoldKind, campaigns/review-hold.ts).
  const kind = (s: RunReport['skipped'][number]): ReviewHoldKind | null => {
    const kinds = s.problems.map((p) => kindOf(p.code)).filter((k): k is ReviewHoldKind => k !== null);
    return kinds.includes('changes') ? 'changes' : (kinds[0] ?? null);
  };
  const back = open.filter((s) => kind(s) === 'changes');
  const by = [...new Set(back.flatMap((s) => s.problems.filter((p) => p.code === 'changes_requested' && p.who).map((p) => readerName(p.who as string, me))))];
  // w11words (walk 11): a draft never sent for review is "not sent for review yet", as the Send tab splits it, not
  // "waiting for approval" (nobody was asked to approve it). w12cli: one sent under its approval, sent again as new,
  // is neither: it was approved and sent; it needs a NEW approval to go again.
  // h-reviewwords (walk 44a, 7): of them, those whose approval was taken back were sent and approved: said apart.
  const takenBack = open.filter((s) => kind(s) === 'to_submit' && s.problems.some((p) => p.withdrawn)).length;
  const toSubmit = open.filter((s) => kind(s) === 'to_submit').length - takenBack;
  const resend = open.filter((s) => kind(s) === 'resend').length;
  // walk 34, 5: the zero parts are unsaid ("1 held back: a viewer cannot publish, 0 with problems" read as if the post's own
  // problem, named on the line above, were not counted: each held post is counted once, under its first reason).
  // w12cli (walk 12): a post a teammate sent (the guard's sent_by_team) is already sent, naming who ("1 already sent (by Lan)").
  // walk 36b (1): of them, those whose calls never reached the Hub (the guard's `queued`) are queued, not sent ("1 already
  // queued (by Vy), not at the Hub yet"), each said with its senders.
  const isQueued = (s: RunReport['skipped'][number]): boolean => s.problems.some((p) => sentBefore({ problems: [p] }) && p.queued === true);
  const sendersOf = (list: RunReport['skipped']): string => {
    const names = [...new Set(list.flatMap((s) => s.problems.filter((p) => p.code === 'sent_by_team' && p.who).map((p) => p.who as string)))];
    return names.length > 0 ? ` (by ${names.join(', ')})` : '';
  };
  // h-resumeadvice (walk 42b, 4): this computer's own unfinished sends (the guard's `in_flight`) are still being sent here.
  const isOwn = (s: RunReport['skipped'][number]): boolean => s.problems.some((p) => sentBefore({ problems: [p] }) && p.againHeld === 'in_flight');
  const own = skipped.filter((s) => sentBefore(s) && isOwn(s)).length;
  const queued = skipped.filter((s) => sentBefore(s) && !isOwn(s) && isQueued(s));
  const sentHeld = held - queued.length - own;
  const parts = [
    ...(sentHeld > 0 ? [`${sentHeld} already sent${sendersOf(skipped.filter((s) => sentBefore(s) && !isOwn(s) && !isQueued(s)))}`] : []),
    ...(queued.length > 0 ? [`${queued.length} already queued${sendersOf(queued)}, not at the Hub yet`] : []),
    ...(own > 0 ? [`${own} still being sent by this computer`] : []),
  ];
  // w20cli (walk 18, 5): a viewer's laptop, a revoked token, a team left hold a post whatever its review: each said under its
  // own reason, the hold's (the viewer's in the words of the line above it), never "waiting for approval" nor "with problems".
  // The viewer's hold is one of the review holds (REVIEW_HOLD_CODES, counted in `waiting`); the other two are not.
  const role = open.filter((s) => kind(s) === 'role');
  const { revoked, left } = heldApart(skipped, kindOf);
  const inReview = waiting - back.length - toSubmit - takenBack - resend - role.length;
  if (inReview > 0) parts.push(`${inReview} waiting for approval`);
  if (role.length > 0) parts.push(`${role.length} held back: ${roleWords(role[0]!.problems)}`);
  if (revoked > 0) parts.push(`${revoked} held back: ${REVOKED_WORDS}`);
  if (left > 0) parts.push(`${left} of a team this workspace left`);
  if (toSubmit > 0) parts.push(`${toSubmit} not sent for review yet`);
  if (takenBack > 0) parts.push(`${takenBack} whose approval was taken back`);
  if (resend > 0) parts.push(`${resend} sent under ${resend === 1 ? 'its approval' : 'their approvals'} before, needing a new approval to go again`);
  if (back.length > 0) parts.push(`${back.length} with changes requested${by.length > 0 ? ` by ${by.join(', ')}` : ''}`);
  const problems = skipped.length - held - waiting - revoked - left;
  if (problems > 0) parts.push(`${problems} with problems`);
  // w27cli (walk 23, 1): of the drafts sent, those the Hub did not take (yet) are said: "sent 1 draft" alone read as
  // taken of a post whose outcome is unknown.
  const untaken = outcomes ? untakenText(outcomes) : '';
  // h-clipublish (walk 33, 1): drafts the Hub already had (this computer's calls replays) were not sent from here.
  const had = outcomes ? hadAlready(outcomes) : 0;
  const here = sent - had;
  // w29resend (walk 25, 2): drafts whose calls all never reached the Hub were queued, not sent.
  const lead = outcomes && outcomes.unreached > 0 && outcomes.unreached === here ? 'queued' : resumed ? 'followed' : 'sent';
  const now = resumed ? Math.min(resumed.sentNow, here) : 0;
  const fresh = lead === 'followed' ? `; ${now} of them sent to the Hub by this run${now < here ? ` (${here - now} sent before: followed, or ${here - now === 1 ? 'its' : 'their'} unanswered call replayed under the same key)` : ''}` : '';
  return `${lead} ${here} draft${here === 1 ? '' : 's'}${lead === 'queued' ? ', not sent' : ''}${untaken ? ` (${untaken})` : ''}${fresh}${had > 0 && outcomes ? `; ${hadAlreadyWords(had, outcomes.replayedBy)}` : ''}; not sent ${skipped.length}${skipped.length ? ` (${parts.join(', ')})` : ''}`;
}

/** h-clipublish (walk 33, 1): the summary's words for drafts the Hub already had: by whom where known, else how to learn who. */
function hadAlreadyWords(n: number, by: readonly string[]): string {
  return by.length > 0
    ? `${n} the Hub already had, sent by ${by.join(', ')} (this computer's call was a replay of theirs: nothing new was published)`
    : `${n} the Hub already had, sent first under the same key by an earlier call (this computer's call was a replay: nothing new was published; \`postroom team sync\`, then \`postroom status\`, names who sent it)`;
}

/** w27cli: of the posts sent, the parts the Hub did not take, or not yet: "1 refused by the Hub, 1 outcome unknown". */
function untakenText(o: BatchOutcomes): string {
  const parts: Array<[number, string]> = [[o.refused, 'refused by the Hub'], [o.unknown, 'outcome unknown'], [o.sending - o.unreached - o.calling, 'still sending'], [o.calling, 'being sent, no answer yet'], [o.unreached, 'waiting to reach the Hub'], [o.cancelled, 'cancelled']];
  return parts.filter(([n]) => n > 0).map(([n, w]) => `${n} ${w}`).join(', ');
}

/**
 * w27cli (walk 23, 1): a batch's count line by outcome (publisher batchOutcomes, from the post state the Outbox shows):
 * "3 posts: 2 sent to the Hub (1 published, 1 outcome unknown), 1 held back, not sent". The parts add up: the sent (the
 * drafts journaled), the held back and the not prepared yet to the posts; inside the sent, what each became (the zero ones
 * unsaid). Before: "0/1 done (0 sent to the Hub)" of a post the Hub held after an upstream_timeout.
 */
export function outcomeLine(batchId: string, o: BatchOutcomes): string {
  const became: Array<[number, string]> = [
    [o.sent.published, 'published'], [o.sent.partial, 'partly published'], [o.sent.channels_refused, 'refused by every channel'], [o.sent.scheduled, 'scheduled'], [o.sent.queued, "in the Hub's queue"],
    [o.refused, 'refused by the Hub'], [o.unknown, 'outcome unknown'], [o.sending - o.unreached - o.calling, 'still sending'], [o.cancelled, 'cancelled'],
  ];
  const sent = became.reduce((a, [n]) => a + n, 0);
  const what = became.filter(([n]) => n > 0).map(([n, w]) => `${n} ${w}`).join(', ');
  // w29resend (walk 25, 3): the held back said only of posts held back (every publish ended ", 0 held back, not sent").
  // w29resend (walk 25, 2): a post whose calls never reached the Hub is queued here, not sent to it.
  // walk 36b (ci31c): a first call under way with no answer yet is being sent, not yet sent to the Hub.
  const parts = [`${sent} sent to the Hub${what ? ` (${what})` : ''}`, ...(hadAlready(o) ? [hadAlreadyText(o)] : []), ...(o.calling > 0 ? [`${o.calling} being sent (no answer yet)`] : []), ...(o.unreached > 0 ? [`${o.unreached} waiting to reach the Hub (queued, not sent)`] : []), ...(o.held > 0 ? [`${o.held} held back, not sent`] : [])];
  if (o.pending > 0) parts.push(`${o.pending} not prepared yet`);
  // Walk 39a (6): named by its id's LAST 8 characters (random), which end its full id (`campaign status`): the first 8 are a
  // time (UUID v7) two batches of the same minute share ("batch 01a2256c" twice for a publish and a campaign send).
  return `batch ${batchId.slice(-8)}: ${count(o.posts, 'post')}: ${parts.join(', ')}`;
}

/** h-clipublish (walk 33, 1): how many posts the Hub already had (publisher batchOutcomes `replayed`): none sent from here. */
const hadAlready = (o: Pick<BatchOutcomes, 'replayed'>): number => Object.values(o.replayed).reduce((a, n) => a + n, 0);

/**
 * h-clipublish: "1 the Hub already had (1 published; sent by Lan: this computer's call was a replay of theirs)": who sent it
 * first where the team told this computer, else that an earlier call under the same key did.
 */
function hadAlreadyText(o: Pick<BatchOutcomes, 'replayed' | 'replayedBy'>): string {
  const kinds: Array<[number, string]> = [[o.replayed.published, 'published'], [o.replayed.partial, 'partly published'], [o.replayed.channels_refused, 'refused by every channel'], [o.replayed.scheduled, 'scheduled'], [o.replayed.queued, "in the Hub's queue"], [o.replayed.sending, 'still being worked out at the Hub']];
  const what = kinds.filter(([n]) => n > 0).map(([n, w]) => `${n} ${w}`).join(', ');
  const by = o.replayedBy.length > 0 ? `sent by ${o.replayedBy.join(', ')}: this computer's call was a replay of theirs` : "sent first by an earlier call under the same key: this computer's call was a replay";
  return `${hadAlready(o)} the Hub already had (${what}; ${by})`;
}

/** w29resend (walk 25, 2): jobs queued under their keys whose calls never reached the Hub, since when, and what sends them. */
export function unreachedWords(jobs: ReadonlyArray<Pick<Job, 'id' | 'draftId' | 'createdAt'>>): string {
  // Since the first of them was made; counted by post (a post's jobs are one post).
  const since = Math.min(...jobs.map((j) => j.createdAt));
  const them = new Set(jobs.map((j) => j.draftId ?? j.id)).size === 1 ? 'it under the same key' : 'them under the same keys';
  return `queued, not sent: the Hub does not answer (not reachable since ${new Date(since).toISOString().slice(11, 16)} UTC). \`postroom resume\` sends ${them} once the Hub answers (so does the app while it runs)`;
}

/**
 * w27cli (walk 23, 1): an unknown outcome in plain words, and how to find out. An upstream_timeout is the Hub's own answer:
 * the request reached it, and it may hold the post (the sandbox's did); any other unknown is a send never confirmed.
 */
export function unknownWords(j: Pick<Job, 'id' | 'lastError'>): string {
  const code = j.lastError?.code ?? null;
  const what = code === 'upstream_timeout'
    ? 'the request reached the Hub, but the Hub did not say what became of it (upstream_timeout): it may hold the post or have published it'
    : `the Hub never confirmed it${code ? ` (${code})` : ''}: it may hold the post, or not`;
  return `job ${j.id}: outcome unknown: ${what}. To find out: postroom ask ${j.id} (in the app: the Outbox's Ask the Hub); do not send it again before you know`;
}

/**
 * w20cli (walk 18, 8a): the notes a run says of the Hub's connectivity readings. The publisher's first reading of a run is a
 * change (from "not known yet"): a Hub answering from the start is not news, and "again" is said only after this run saw
 * it unreachable (every publish that sent began with "the Hub answers again").
 */
export function hubAnswerNotes(): (c: { online: boolean; changed: boolean; reason: string | null }) => string | null {
  let down = false;
  return (c) => {
    if (!c.changed) return null;
    if (!c.online) {
      down = true;
      return `the Hub cannot be reached (${c.reason ?? 'no answer'}): jobs wait and retry`;
    }
    const again = down;
    down = false;
    return again ? 'the Hub answers again' : null;
  };
}

/** h-resumeadvice: what follows this computer's own unfinished sends (the guard's `in_flight`) to their outcome. */
export const IN_FLIGHT_WORDS = 'this computer is still sending them under their keys: `postroom resume --wait` follows them to their outcome; do not send them again until then';

/**
 * h-resumeadvice (walk 42b, 4): a publish that sent nothing because every draft was held as sent before: "nothing new to
 * send", and why — "was sent before" only of posts that were; this computer's own unfinished sends are still being sent.
 */
export function nothingNewWords(codes: ReadonlySet<string>): string {
  if (codes.size > 0 && [...codes].every((c) => c === 'in_flight')) return `nothing new to send: ${IN_FLIGHT_WORDS}`;
  return `nothing new to send: every draft was sent before (${againWords(codes)})`;
}

/**
 * w31hint (walk 29, 3): what sending drafts held as sent before again needs, by the codes of what holds it (`againHeld`):
 * "add --again" only where --again would send them. h-again (walk 31, 1): `asked_hub`, --again asked the Hub first and it
 * answered (nothing sent again in that run).
 */
export function againWords(codes: ReadonlySet<string>): string {
  if (codes.size === 0) return 'add --again to send them again as new posts';
  // h-resumeadvice (walk 42b, 4): this computer's own unfinished sends (guard.ts ownInFlight): followed, never sent again.
  if ([...codes].every((c) => c === 'in_flight')) return IN_FLIGHT_WORDS;
  if ([...codes].every((c) => c === 'resend_needs_approval')) return 'sending one again as a new post needs a new approval first: each line above says who may withdraw it; once it is approved again, publish --again';
  if ([...codes].every((c) => c === 'asked_hub')) return 'the Hub was asked first and answered, as each line above says: publish --again now sends them as new posts';
  return 'each line above says what sending it again as a new post needs first';
}

/**
 * unknowncard (walk 31): where a job's outcome came from, as the app's card says it: the Hub's answer a teammate's laptop
 * read for the same key (publisher jobKnown), or a status read of this computer's (bridge finalReads: when, and whether a
 * person here asked). '' when its call's own answer told it. For `status`'s line, and its JSON (`source`).
 */
export function outcomeSource(knownFrom: { name: string } | null, read: { at: number; asked: boolean; by: string | null } | undefined): { json: Record<string, unknown>; text: string } {
  if (knownFrom) return { json: { knownFrom }, text: ` [the Hub's answer, as ${knownFrom.name}'s laptop read it]` };
  if (!read) return { json: {}, text: '' };
  const at = new Date(read.at).toISOString();
  return { json: { hubSaid: { at, asked: read.asked, by: read.by } }, text: ` [the Hub said so ${read.asked ? `when you${read.by ? ` (${read.by})` : ''} asked` : "at Postroom's status read"}, ${at}]` };
}

/**
 * h-teamwords (walks 31/32, 3): who sent a teammate's post, for `status`'s line: "sent by Lan at …"; a job cancelled before
 * it reached the Hub (its post state `cancelled`: nothing went) was never sent — "cancelled on Lan's computer before it
 * reached the Hub (queued at …)", never "cancelled [sent by Lan …]". `left`: a team this workspace left.
 */
export function teammateSentBy(post: Parameters<typeof teammateSendKind>[0], who: string, at: string, left = false): string {
  const whose = left ? `the team you left (${who})` : who;
  // h-replay2 (walk 42b): one reading of how their send stands (src-shared teammateSendKind), as the app's by-lines read it:
  // a replay of a call no outcome here names is never "sent by" them; a send that never reached the Hub is queued, not sent.
  switch (teammateSendKind(post)) {
    case 'replayed': return `the Hub already had it (${who}'s call was a replay; who sent it first is not known here)`;
    case 'queued': return `queued by ${whose} at ${at}, not at the Hub yet`;
    case 'cancelled': return `cancelled on ${left ? `a computer of ${whose}` : `${who}'s computer`} before it reached the Hub (queued at ${at})`;
    case 'sent': return `sent by ${whose} at ${at}`;
  }
}

/**
 * h-teamwords (walk 32, 2): where a teammate's job's outcome came from, when their laptop read it by a status read (the
 * shared outcome's hub_said_at / hub_said_asked): "; Lan's laptop asked the Hub, <time>" (or read it at its status read);
 * '' when its call answered for itself. Lan's own line says "the Hub said so when you asked, <time>" (outcomeSource).
 */
export function teammateHubSaid(who: string, fields: Readonly<Record<string, unknown>> | undefined): string {
  const at = fields?.['hub_said_at'];
  if (typeof at !== 'string') return '';
  return fields?.['hub_said_asked'] === true ? `; ${who}'s laptop asked the Hub, ${at}` : `; the Hub said so at ${who}'s laptop's status read, ${at}`;
}

/**
 * A job's channels in words, the same on the sender's line and a teammate's (walk 36, 2: a teammate's said
 * "threads:refused" without the channel's words): "instagram:ok URL, threads:refused (The user is restricted …)".
 */
export const outcomesText = (outcomes: readonly ChannelOutcome[] | null | undefined): string =>
  (outcomes ?? []).map((o) => `${o.channel}:${o.success === null ? '…' : o.success ? 'ok' : 'refused'}${o.url ? ` ${o.url}` : ''}${o.success === false && o.message ? ` (${o.message})` : ''}`).join(', ');

/**
 * editedtime: a post a teammate's call put on the Hub: "[published by Bảo at …; this computer's call was a replay of theirs]".
 * h-clipublish (walk 33, 1): `replay`, the journal's verdict on this computer's call where who sent it first is not known
 * here (the team did not tell it yet): "[the Hub already had it: …]", never a send of this computer's.
 */
export function byText(post: PostState, replay = false): string {
  if (!post.by) return replay ? `  [the Hub already had it: this computer's call was a replay of an earlier call under the same key]` : '';
  const who = post.by.among && post.by.among.length > 1 ? post.by.among.join(' or ') : post.by.name;
  const kind = post.state === 'published' || post.state === 'partial' ? 'published' : post.state === 'unknown' ? 'outcome unknown, sent' : 'sent';
  return `  [${kind} by ${who} at ${new Date(post.by.at).toISOString()}${post.by.here ? '; this computer\'s call was a replay of theirs' : ''}]`;
}
