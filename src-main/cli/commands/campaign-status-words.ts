/**
 * The words of `postroom campaign status` (and the send's and dry run's lines that share them): a campaign's state, its
 * batches, what a send would do now and the last dry run, from the core's one status (campaigns sender.ts status).
 * w19campaign: moved out of campaign.ts (500 lines) beside its commands; re-exported there.
 */
import type { BatchSender, CampaignSplit, CampaignStatus, DryRunSummary, HeldProblem, SendNow, SentByGroup, SkipReasons, ToHub } from '../../campaigns';
import type { BatchProgress } from '../../publisher';
import { nameFor } from './review';
import { SEGMENTS, SEGMENT_ENGLISH, segmentCount } from '../../../src-shared/batch-segments';
import { utcMinute } from '../../../src-shared/utc-minute';

/** `1 post`, `2 posts`: a count with its noun in the right number (mend 31: "imported 1 posts"). */
export const count = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/**
 * A batch's parts as the Send tab's legend says them (w30campaign, 2: the one table, src-shared/batch-segments.ts): "1
 * published, 1 partly published (a channel refused), 1 scheduled at the Hub"; it said the job states ("done 2 (1 partly
 * published), awaiting 1 (1 scheduled)"). The held back are the line's own part (skippedText); the zero ones unsaid.
 */
export function batchCounts(b: Pick<BatchProgress, 'byState' | 'refusals' | 'scheduled' | 'queued'> & { pending?: number }): string {
  const counts = { ...b, pending: b.pending ?? 0, skipped: 0 };
  return SEGMENTS.filter((k) => k !== 'skipped' && segmentCount(counts, k) > 0).map((k) => `${segmentCount(counts, k)} ${SEGMENT_ENGLISH[k]}`).join(', ');
}

/**
 * h-campcount (walk 41b, 2): of a teammate's sent posts, those whose outcome cannot reach the team (the team revoked their
 * sender's token while it was to come; the rows' "Outcome not shared"): ", outcome not shared since Lan's access was revoked".
 */
export const unsharedText = (g: SentByGroup): string =>
  !g.unshared ? '' : `, ${g.unshared.posts === g.posts ? 'outcome' : `the outcome of ${g.unshared.posts} of them`} not shared since ${g.name}'s access was revoked`;

/**
 * h-replay2 (walk 42b, 1): a teammate's part of the sent, in `lead`'s words for the posts they sent ("2 by Lan, a teammate"),
 * then those whose every call was a replay of a call no outcome here names (the core's `replayed`): "4 the Hub already had
 * (Lan's calls were replays; who sent them first is not known here)", never "4 sent by Lan".
 */
export function teammateGroupText(g: SentByGroup, lead: (n: number) => string): string {
  const replayed = g.replayed ?? 0;
  const sent = g.posts - replayed;
  const had = replayed > 0 ? `${replayed} the Hub already had (${g.name}'s ${replayed === 1 ? 'call was a replay; who sent it' : 'calls were replays; who sent them'} first is not known here)` : '';
  return [sent > 0 ? `${lead(sent)}${unsharedText(g)}` : '', had].filter(Boolean).join(', ');
}

/** h-campcount (walk 41b, 1): the posts the Hub already had from a call no teammate's outcome names, as their rows say it. */
export const hadAlreadyText = (n: number): string => `${n} the Hub already had (replayed here)`;

/** teamcampaign: ", 3 sent by Lan (a teammate)": the posts a teammate sent, by whom, as the status counts them. */
// Walk 38 (6): a teammate's sends are named beside the reader's own ("1 sent by you, 2 sent by Hà"), never alone.
// h-campcount (walk 41b, 1): a replay of a call no teammate names is the Hub's already, never "sent by you".
export const listSentByText = (s: Pick<CampaignStatus, 'sentBy'> & { sentHere: number; hadAlready?: number }): string => {
  const had = s.hadAlready ?? 0;
  const mine = (s.sentBy.length > 0 || had > 0) && s.sentHere > 0 ? `, ${s.sentHere} sent by you` : '';
  return `${mine}${had > 0 ? `, ${hadAlreadyText(had)}` : ''}${s.sentBy.map((g) => `, ${teammateGroupText(g, (n) => `${n} sent by ${g.name} (a teammate)`)}`).join('')}`;
};

/** w15review/w16words: posts already sent under their approval, going again as new: "2 need a new approval before they can be sent again". */
const resendWords = (n: number): string => `${n} ${n === 1 ? 'needs' : 'need'} a new approval before ${n === 1 ? 'it' : 'they'} can be sent again`;

/** h-nobody (walk 41a): posts in review nobody in this team may approve (SendNow `nobody`): "1 nobody in this team may approve". */
const nobodyPart = (n: number): string => `${n} nobody in this team may approve`;
/** h-reviewwords (walk 44a, 7): posts whose approval was taken back (SendNow `takenBack`, of `toSubmit`). */
const takenBackPart = (n: number): string => `${n} whose approval was taken back`;

/**
 * w22status (walk 19, A): the held back's reasons now, in the app header's words and order (renderer sendwords.ts
 * heldReasons over heldNowSplit): problems, waiting for approval, not sent for review yet, a new approval, changes, revoked.
 * `me`, the reader's member name: their own request for changes is "by you" (review.ts nameFor).
 */
export function heldNowReasons(n: Pick<SendNow, 'problems' | 'waiting' | 'changes' | 'toSubmit' | 'resend' | 'revoked' | 'changesBy' | 'left' | 'role' | 'inReviewWho' | 'nobody' | 'takenBack'>, me: string | null = null): string {
  // w27sendtab (walk 23, 4): a post of a team this workspace left is held for that, as its row says, not "for its problems".
  const left = Math.min(n.problems, n.left ?? 0);
  const problems = n.problems - left;
  // w28cli (walk 24, 4): a viewer's approved posts are held for the role, never "waiting for approval".
  const role = Math.min(Math.max(0, n.waiting - n.changes), n.role ?? 0);
  const waiting = Math.max(0, n.waiting - n.changes - role);
  const toSubmit = Math.min(waiting, n.toSubmit);
  const resend = Math.min(waiting - toSubmit, n.resend);
  // h-nobody (walk 41a): of those in review, nobody may approve these: said apart, never "waiting for approval by you".
  const nobody = Math.min(waiting - toSubmit - resend, n.nobody ?? 0);
  const parts: string[] = [];
  if (problems > 0) parts.push(`${problems} for ${problems === 1 ? 'its' : 'their'} problems`);
  if (waiting - toSubmit - resend - nobody > 0) parts.push(`${waiting - toSubmit - resend - nobody} waiting for approval${byWho(n, me)}`);
  if (nobody > 0) parts.push(nobodyPart(nobody));
  // h-reviewwords (walk 44a, 7): of them, those whose approval was taken back were sent and approved: said apart.
  const takenBack = Math.min(toSubmit, n.takenBack ?? 0);
  if (toSubmit - takenBack > 0) parts.push(`${toSubmit - takenBack} not sent for review yet`);
  if (takenBack > 0) parts.push(takenBackPart(takenBack));
  if (resend > 0) parts.push(resendWords(resend));
  if (n.changes > 0) parts.push(`${n.changes} with changes requested${n.changesBy.length > 0 ? ` by ${n.changesBy.map((x) => nameFor(x, me)).join(', ')}` : ''}`);
  if (n.revoked > 0) parts.push(`${n.revoked} because ${REVOKED_WORDS}`);
  if (left > 0) parts.push(`${left} because you left the team`);
  if (role > 0) parts.push(`${role} because ${VIEWER_WORDS}`);
  return parts.join(', ');
}

/**
 * w22status (walk 19, A): the status's counts as the app's campaign header says them, from the core's one partition
 * (status `split`, send-now.ts campaignSplit): "6 posts · 3 ready to send now · 3 held back (3 waiting for approval)".
 * Before (w8send's "N handed, N not sent, N held back"), the CLI said "0 not sent, 6 held back" of six posts nothing
 * had sent while the header said "3 ready to send now". The zero parts are unsaid, as in the header; the sent say who
 * sent them apart (w12camp: from here outside the campaign's Send; teamcampaign: a teammate, by name).
 */
export function statusCounts(s: Pick<CampaignStatus, 'now' | 'sentBy'> & Partial<Pick<CampaignStatus, 'channelsRefused' | 'channelsRefusedBy' | 'withdrawnBy'>> & { split: Omit<CampaignSplit, 'unknown' | 'refused' | 'cancelled'> & Partial<CampaignSplit>; sentHere?: number; hadAlready?: number; unknownPosts?: CampaignStatus['unknownPosts']; toHub?: ToHub }, me: string | null = null): string {
  const { split } = s;
  // w30walk (walk 27, 6): "N of them outside the campaign's Send" beside "3 by Lan" read as if Lan's went through the Send;
  // this laptop's own sends outside it are said as its reader's ("by you"), a teammate's by name, claiming no route.
  // h-campcount (walk 41b): the Hub's already (a replay of a call no teammate names), and a revoked teammate's unshared outcome, as the rows say them.
  const apart = [s.sentHere ? `${s.sentHere} by you, outside the campaign's Send` : '', s.hadAlready ? hadAlreadyText(s.hadAlready) : '', ...s.sentBy.map((g) => teammateGroupText(g, (n) => `${n} by ${g.name}, a teammate`))].filter(Boolean);
  const parts = [count(split.posts, 'post')];
  if (split.sent > 0) parts.push(`${split.sent} ${s.toHub?.waiting ? 'handed to the publisher' : 'sent'}${apart.length > 0 ? ` (${apart.join('; ')})` : ''}${toHubText(s.toHub)}`);
  // h-teamwords (walk 31/32, 1): of the sent, those every channel refused: said, never only "sent".
  if ((s.channelsRefused ?? 0) > 0) parts.push(channelsRefusedWords(s.channelsRefused ?? 0, s.channelsRefusedBy ?? []));
  // w28state (walk 24, 1): handed, not sent: the outcome unknown (ask the Hub, by its jobs), or refused by the Hub; never "sent".
  if ((split.unknown ?? 0) > 0) parts.push(unknownWords(split.unknown ?? 0, (s.unknownPosts ?? []).flatMap((u) => u.jobIds)));
  if ((split.refused ?? 0) > 0) parts.push(`${split.refused} refused by the Hub (nothing sent)`);
  // h-withdrawn (walk 44b, 6): of them, those a teammate withdrew after a call that may have reached the Hub, and what a send does.
  const withdrawnBy = (s.withdrawnBy ?? []).map(withdrawnByWords);
  if (split.ready > 0) parts.push(`${split.ready} ready to send now${withdrawnBy.length > 0 ? ` (${withdrawnBy.join('; ')})` : ''}`);
  const reasons = split.held > 0 ? heldNowReasons(s.now, me) : '';
  if (split.held > 0) parts.push(reasons ? `${split.held} held back (${reasons})` : `${split.held} held back`);
  if (split.withdrawn > 0) parts.push(`${split.withdrawn} withdrawn`);
  return parts.join(' · ');
}

/**
 * h-withdrawn (walk 44b, 6): posts a teammate withdrew after a call that may have reached the Hub (the core's `withdrawnBy`),
 * and what a send from here does with them: under the same keys as those calls the Hub keeps one post each (it replays the
 * call it ran); under new keys it could hold two. Never only "ready to send now" nor "nothing holds it".
 */
export function withdrawnByWords(g: { name: string; posts: number; sameKeys: boolean }): string {
  const one = g.posts === 1;
  const what = `${g.posts} withdrawn by ${g.name} (a teammate) after ${one ? 'a call' : 'calls'} that may have reached the Hub`;
  return g.sameKeys
    ? `${what}: a send from here goes under the same ${one ? 'key as that call' : 'keys as those calls'}, so the Hub keeps one post${one ? '' : ' each'}`
    : `${what}: a send from here would go under ${one ? 'a new key' : 'new keys'}, so the Hub could hold ${one ? 'it' : 'them'} twice`;
}

/** h-withdrawn: one such post's reason, for its own line ("post 2 … not sent: …"). */
export function withdrawnPostWords(g: { name: string; sameKeys: boolean }): string {
  return `withdrawn by ${g.name} (a teammate) after a call that may have reached the Hub; ${g.sameKeys ? 'the next send takes it under the same key as that call (the Hub keeps one post)' : 'a send from here would go under a new key: the Hub could hold it twice'}`;
}

/**
 * h-cliwords: ": 0 at the Hub yet, 2 waiting to reach the Hub (…)" after "2 handed to the publisher"; '' when none waits.
 * h-campteam (walk 44b, 1): a teammate's posts waiting (the core's `waitingBy`) wait on their computer, which alone sends them
 * under their keys: "(queued on Sam's computer: it sends them under the same keys once the Hub answers)", never "postroom resume".
 */
function toHubText(t: ToHub | undefined): string {
  if (!t?.waiting) return '';
  const theirs = t.waitingBy ?? [];
  const mine = t.waiting - theirs.reduce((a, g) => a + g.posts, 0);
  const whose = (n: number): string => (n === 1 ? 'its job retries under the same key' : 'their jobs retry under the same keys');
  const here = mine > 0 ? [`${theirs.length > 0 ? `${mine} here: ` : ''}it did not answer; ${whose(mine)}: postroom resume`] : [];
  const there = theirs.map((g) => `${theirs.length > 1 || mine > 0 ? `${g.posts} ` : ''}queued on ${g.name}'s computer: it sends ${g.posts === 1 ? 'it under the same key' : 'them under the same keys'} once the Hub answers`);
  return `: ${t.atHub} at the Hub yet, ${t.waiting} waiting to reach the Hub (${[...here, ...there].join('; ')})`;
}

/**
 * h-teamwords (walk 31/32, 1): "1 of them refused by every channel (sent by Lan): nothing published; only Lan's computer can
 * retry its refused channels — Send does not send it again" (team-actions.ts: a teammate's job's retry is theirs). Before,
 * Bảo's status said only "1 sent (1 by Lan, a teammate)". `by`: of them, a teammate's, by whom (the rest this laptop's).
 */
export function channelsRefusedWords(n: number, by: ReadonlyArray<{ name: string; posts: number }>): string {
  const its = n === 1 ? 'its' : 'their';
  const who = by.length > 0 ? ` (sent by ${by.map((g) => (by.length > 1 || g.posts < n ? `${g.name}: ${g.posts}` : g.name)).join(', ')})` : '';
  const one = by.length === 1 && by[0]!.posts === n ? by[0]!.name : null;
  const retry = one ? `only ${one}'s computer can retry ${its} refused channels` : `retry or fix ${its} channels`;
  return `${n} of them refused by every channel${who}: nothing published; ${retry} — Send does not send ${n === 1 ? 'it' : 'them'} again`;
}

/**
 * w8send (walk 8): one batch's line, its empty parts left out (was "2 posts; ; 2 skipped" when no job was made).
 * w19campaign (walk 17, 6): the posts of it a teammate sent (this laptop's calls were replays of theirs: the core's `sentBy`)
 * are named, counted as the batch counts: "…; awaiting 1 (1 scheduled); sent by Bảo (a teammate): awaiting 1 (1 scheduled)".
 */
export function batchLine(b: Pick<BatchProgress, 'id' | 'total' | 'skipped' | 'byState' | 'refusals' | 'scheduled' | 'queued'> & { pending?: number; hubPosts?: number | null; skippedFor?: SkipReasons; sentBy?: readonly BatchSender[] }, revokedPast = false): string {
  // w24campaign (walk 21, 3): the states count Hub posts; where a post made more than one (the core's `hubPosts`), say so.
  const hub = (x: { hubPosts?: number | null }): string => (x.hubPosts ? 'of the Hub posts: ' : '');
  const by = (b.sentBy ?? []).map((g) => `sent by ${g.name} (a teammate): ${hub(g)}${batchCounts(g)}`);
  const counts = batchCounts(b);
  return [`batch ${b.id}: ${count(b.total, 'post')}${b.hubPosts ? ` (${b.hubPosts} Hub posts)` : ''}`, counts && `${hub(b)}${counts}`, skippedText(b, revokedPast), ...by].filter(Boolean).join('; ');
}

/**
 * w28state (walk 24, 1): posts of unknown outcome, and how to find out: "1 outcome unknown — ask the Hub: postroom ask
 * job_1" (the Outbox's Ask the Hub in the app). A teammate's post has no job here: their computer asks.
 */
export function unknownWords(n: number, jobIds: readonly string[] = []): string {
  const ask = jobIds.length > 0 ? `: postroom ask ${jobIds.join(' ')}` : " (in the app: the Outbox's Ask the Hub)";
  return `${n} ${n === 1 ? 'outcome' : 'outcomes'} unknown — ask the Hub${ask}`;
}

/** w10camp: the core's state word where it says more than the state (a send that sent nothing), as the Send tab says it. */
const wordText = (w: CampaignStatus['word']): string =>
  w === 'doneNothing' ? ' (nothing sent: every post has problems)' : w === 'doneHeld' ? ' (nothing sent: every post was held back)' : '';

/** w12camp (walk 12, b): the state with the core's word, as the status and the send's last line say it ("partly sent", not "done"). */
// w13revoked (walk 13, b): a send that sent nothing because this laptop's token was revoked is not done: "not sent: …".
// w28state (walk 24, 1): a post of unknown outcome: "not done" (its count says how to ask); every post refused: nothing sent.
// h-clipublish (walk 33, 3): a send that handed every post while the Hub did not answer is not "done": it waits for the Hub.
export const stateText = (s: Pick<CampaignStatus, 'sendState' | 'word'> & { split?: Pick<CampaignSplit, 'withdrawn'> }): string => (s.word === 'donePartly' ? 'partly sent' : s.word === 'notSentRevoked' ? `not sent: ${REVOKED_WORDS}`
  : s.word === 'unknownOutcome' ? 'not done' : s.word === 'doneRefused' ? 'done (nothing sent: the Hub refused every post)'
  // w30campaign: the posts handed were withdrawn (their jobs cancelled) before they went: nothing sent, never "done" alone.
  : s.word === 'doneWithdrawn' ? `done (nothing sent: ${s.split?.withdrawn ?? 0} withdrawn)`
  // h-hubdown (walk 33): ended, with posts it counts sent not at the Hub yet: not "done" (its counts say what it waits for).
  // h-clipublish (walk 33, 3): the words `campaign send` ends with when the Hub does not answer.
  : s.word === 'waitingHub' ? 'waiting for the Hub' : `${s.sendState}${wordText(s.word)}`);

/** w28cli (walk 24, 3): " by you", " by Bảo": whom the posts in review wait for, when the core says one answer (SendNow inReviewWho). */
const byWho = (n: Pick<SendNow, 'inReviewWho'>, me: string | null): string => (n.inReviewWho ? ` by ${nameFor(n.inReviewWho, me)}` : '');

/** w28cli (walk 24, 4): why a viewer's laptop holds an approved post back (the role's hold, waitingWords' role_cannot_publish). */
const VIEWER_WORDS = 'a viewer cannot publish';

/** w13revoked (walk 13): why a revoked laptop's posts were held back, in words (the Send tab's). */
export const REVOKED_WORDS = "this computer's access was revoked";
/** w16words (walk 15, 8): the same reason once this computer is back in the team: the send's, past. */
const REVOKED_PAST_WORDS = "at that send, this computer's access was revoked (it is back in the team now: a new dry run or Send takes them)";

/** w12camp (walk 12, b): the state as `campaign list` says it, the core's word: "partly sent", never "done" of a campaign with posts unsent. */
// w28state (walk 24, 1): `unknown`: the posts of unknown outcome: "not done: 1 outcome unknown — ask the Hub", never "done".
// h-hubdown's left-out (walk 32): a send that ended beside posts not at the Hub: "waiting for the Hub", as its status says.
export const listWord = (state: string, w: CampaignStatus['word'], unknown = 0): string =>
  w === 'unknownOutcome' ? `not done: ${unknown} ${unknown === 1 ? 'outcome' : 'outcomes'} unknown — ask the Hub`
    : w === 'donePartly' ? 'partly sent' : w === 'waitingHub' ? 'waiting for the Hub' : w === 'doneNothing' || w === 'doneHeld' || w === 'notSentRevoked' || w === 'doneRefused' || w === 'doneWithdrawn' ? 'nothing sent' : state;

/**
 * w10camp (walk 10, finding 2): a batch's skipped posts by what the send recorded held each back (the core's
 * `skippedFor`): "1 held back (1 with changes requested)", never all "skipped" as if each had problems.
 */
function skippedText(b: { skipped: number; skippedFor?: SkipReasons }, revokedPast = false): string {
  const f = b.skippedFor;
  if (!b.skipped) return '';
  if (!f || f.problems >= b.skipped) return `${b.skipped} skipped`;
  // w13revoked: every post held for the revocation: "4 held back: this computer's access was revoked".
  // w16words (walk 15, 8): once this computer is back in the team (the core's revokedPast), the reason is the send's, past.
  const revoked = revokedPast ? REVOKED_PAST_WORDS : REVOKED_WORDS;
  if (f.revoked >= b.skipped) return `${b.skipped} held back: ${revoked}`;
  const words: Array<[number, string]> = [[f.problems, 'for their problems'], [f.changes, 'with changes requested'], [f.approval, 'waiting for approval'], [f.submit - (f.takenBack ?? 0), 'not sent for review'], [f.takenBack ?? 0, 'whose approval was taken back'], [f.teamSent, 'sent by a teammate'], [f.revoked, `because ${revoked}`], [f.other, 'held back by the team']];
  return `${b.skipped} held back (${words.filter(([n]) => n > 0).map(([n, w]) => `${n} ${w}`).join(', ')})`;
}

/** sendtab: of the posts the last send held back, why each is still not sent now (the core's count); '' when it held none back. */
/** w18you (walk 17, 5): `me`, the reader's member name: their own request for changes is "by you" (review.ts nameFor). */
export function skippedNowText(n: SendNow, me: string | null = null): string {
  const k = n.skipped;
  const total = k.problems + k.waiting + k.ready + k.unchecked + k.revoked;
  if (total === 0) return '';
  const parts = [`${k.ready} ready to send now`];
  if (k.revoked > 0) parts.push(`${k.revoked} held back: ${REVOKED_WORDS}`);
  if (k.problems > 0) parts.push(`${k.problems} for ${n.checked ? 'an error' : 'their problems'}`);
  // sendtab2: nothing holds these now and no current dry run checked them: not called problems.
  if (k.unchecked > 0) parts.push(`${k.unchecked} not checked since (run the dry run)`);
  // w16words: a resend (already sent under its approval) is not "waiting for approval": it needs a new one (review-hold.ts `resend`).
  const nobody = k.nobody ?? 0; // h-nobody (walk 41a): in review, nobody in this team may approve them
  if (k.waiting - k.changes - k.toSubmit - k.resend - nobody > 0) parts.push(`${k.waiting - k.changes - k.toSubmit - k.resend - nobody} waiting for approval`);
  if (nobody > 0) parts.push(nobodyPart(nobody));
  const takenBack = Math.min(k.toSubmit, k.takenBack ?? 0);
  if (k.toSubmit - takenBack > 0) parts.push(`${k.toSubmit - takenBack} not sent for review yet`);
  if (takenBack > 0) parts.push(takenBackPart(takenBack));
  if (k.resend > 0) parts.push(resendWords(k.resend));
  if (k.changes > 0) parts.push(`${k.changes} with changes requested${n.changesBy.length > 0 ? ` by ${n.changesBy.map((x) => nameFor(x, me)).join(', ')}` : ''}`);
  return `of the ${count(total, 'post')} the last send held back: ${parts.join(', ')}`;
}

/** sendtab: what a send would do now, from the core's count (status `now`): the number Send takes and why the rest are held. */
export function sendNowLine(n: SendNow, me: string | null = null): string {
  const parts = [`${n.toSend} to send`];
  // w13revoked (walk 13, b): held for the revocation, never "for an error".
  if (n.revoked > 0) parts.push(`${n.revoked} held back: ${REVOKED_WORDS}`);
  if (n.problems > 0) parts.push(`${n.problems} held back for an error`);
  // w9camp (walk 9, F4): as the Send tab says it, from the core's split: in review waits for an approver; not sent for review yet is to send for review.
  const role = n.role ?? 0; // w28cli (walk 24, 4): a viewer's approved posts, held for the role
  const nobody = n.nobody ?? 0; // h-nobody (walk 41a): in review, nobody in this team may approve them: never "by you"
  if (n.waiting - n.changes - n.toSubmit - n.resend - role - nobody > 0) parts.push(`${n.waiting - n.changes - n.toSubmit - n.resend - role - nobody} waiting for approval${byWho(n, me)}`);
  if (nobody > 0) parts.push(nobodyPart(nobody));
  if (role > 0) parts.push(`${role} held back: ${VIEWER_WORDS}`);
  const takenBack = Math.min(n.toSubmit, n.takenBack ?? 0);
  if (n.toSubmit - takenBack > 0) parts.push(`${n.toSubmit - takenBack} not sent for review yet`);
  if (takenBack > 0) parts.push(takenBackPart(takenBack));
  // w15review (walk 14): already sent under its approval: not "waiting for approval" (the Send tab and the dry run say the same).
  if (n.resend > 0) parts.push(resendWords(n.resend));
  if (n.changes > 0) parts.push(`${n.changes} with changes requested${n.changesBy.length > 0 ? ` by ${n.changesBy.map((x) => nameFor(x, me)).join(', ')}` : ''}`);
  if (n.teamSent > 0) parts.push(`${n.teamSent} already sent by a teammate`);
  const skipped = skippedNowText(n, me);
  return `a send now: ${parts.join(', ')}${n.checked ? '' : ' (problems to fix not checked: no current dry run)'}${skipped ? `; ${skipped}` : ''}`;
}

/**
 * The last dry run as the status says it (the app's Dry run tab says the same from the same record). h-waiting (walk 36b,
 * 4): `toHub` (the status's, to-hub.ts): while posts the campaign handed wait to reach the Hub, those handed since the dry
 * run are "handed to the publisher", as the status's own line says, never "sent" (it said "10 to send then, 10 sent since"
 * beside "0 at the Hub yet").
 */
export function dryRunLine(d: CampaignStatus['dryRun'], toHub?: Pick<CampaignStatus['toHub'], 'waiting'>): string {
  // walk 36, 4: a dry run is kept on the computer that ran it (a teammate's laptop read "none yet" of a campaign Lan had checked).
  if (!d) return 'last dry run on this computer: none yet (a dry run is kept where it ran: postroom campaign dry-run ID)';
  // w25dryrun (walk 22, 3): a post a teammate sent is not "held back" (it is sent): counted apart.
  const byTeam = d.found.teamSent ?? 0;
  const heldBack = d.found.heldHere; // w31send: the core's count of the posts held back here
  const found = `${d.found.errors} ${d.found.errors === 1 ? 'row' : 'rows'} with errors, ${d.found.warnings} with warnings, ${heldBack} ${heldBack === 1 ? 'post' : 'posts'} held back${byTeam > 0 ? `, ${byTeam} already sent by a teammate` : ''}`;
  const forErrors = d.heldHere - d.waiting;
  // w20cli (walk 18, 8b): posts never sent for review (or sent under their approval before) are not "waiting for approval":
  // each counted once, in Send's words (the status said "7 waiting for approval" here, "7 not sent for review yet" below).
  const toSubmit = d.toSubmit ?? 0;
  const resend = d.resend ?? 0;
  const inReview = d.waiting - d.changes - toSubmit - resend;
  // h-camphead (walk 44a, 7 rest): of those to submit, the approval taken back: said apart, as a send now says them.
  const takenBack = Math.min(toSubmit, d.takenBack ?? 0);
  const review = [inReview > 0 ? `${inReview} waiting for approval` : '', toSubmit - takenBack > 0 ? `${toSubmit - takenBack} not sent for review yet` : '', takenBack > 0 ? takenBackPart(takenBack) : '', resend > 0 ? resendWords(resend) : '', d.changes > 0 ? `${d.changes} sent back with changes requested` : ''].filter(Boolean);
  const held = d.waiting > 0 ? [`${forErrors} held back for an error`, ...review].join(', ') : `${forErrors} held back`;
  const sent = d.teamSent > 0 ? `, ${d.teamSent} already sent by a teammate` : '';
  const left = `${d.toSend} to send, ${held}${sent}`;
  // w9camp (walk 9, F9b): a dry run before a send is not "still what Send does: 0 to send" once the posts it counted went.
  const waiting = toHub?.waiting ?? 0;
  const since = waiting > 0 ? `${d.sentSince} handed to the publisher since (${waiting} of the campaign's posts waiting to reach the Hub)` : `${d.sentSince} sent since`;
  const before = d.sentSince > 0 ? `it ran before the send: ${d.found.posts - d.found.held} to send then, ${since}${d.toSend + d.held > 0 ? `; the rest is as it saw it: ${left}` : ''}` : null;
  const now = !d.current ? 'the plan changed since: run the dry run again before sending' : before ?? `still what Send does: ${left}`;
  return `last dry run: ${utcMinute(d.at)} (fingerprint ${d.fingerprint}): ${found}; ${now}`;
}

/** w24campaign (walk 21, 4): the CLI's words of a problem holding a post (the core's HeldProblem), never its bare code. */
export function heldProblemEnglish(p: HeldProblem): string {
  const what = p.code === 'title_too_long' ? 'title' : 'caption';
  if (p.length !== undefined && p.limit !== undefined && p.label) return `${p.label}'s ${p.own ? 'own ' : ''}${what} is ${p.length} characters; ${p.label} takes ${p.limit}`;
  return p.label ? `${p.label}: ${p.message}` : p.message;
}

/**
 * w28state (walk 24, 2): the dry run's rows held for the team's review, by what each waits for (the core's `rowsWaitingFor`),
 * in Send's words: "2 waiting for approval, 1 with changes requested by Chi". `me`: the reader's own request is "by you".
 */
export function reviewRowParts(s: Pick<DryRunSummary, 'rowsWaiting' | 'rowsWaitingFor' | 'changesBy' | 'rowsTakenBack'>, me: string | null = null): string[] {
  const f = s.rowsWaitingFor;
  const by = s.changesBy.length > 0 ? ` by ${s.changesBy.map((x) => nameFor(x, me)).join(', ')}` : '';
  // h-camphead (walk 44a, 7 rest): of those to submit, the rows whose approval was taken back: said apart (their post was sent and approved).
  const back = Math.min(f.to_submit, s.rowsTakenBack ?? 0);
  const parts: Array<[number, string]> = [[f.in_review, 'waiting for approval'], [f.to_submit - back, 'not sent for review yet'], [back, 'whose approval was taken back'], [f.changes, `with changes requested${by}`],
    [f.resend, 'already sent under their approval (a new approval is needed)'], [f.role, "held: your role cannot publish"]];
  return parts.filter(([n]) => n > 0).map(([n, w]) => `${n} ${w}`);
}
