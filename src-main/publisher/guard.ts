/**
 * Never twice by accident (architecture.md, "What a person sees"): a draft whose post is already
 * at the Hub or on its channels (published, partly published, scheduled, in the posting queue,
 * being sent, or of unknown outcome: it may be live) is held back from a batch, with its earlier
 * outcome named, unless the user explicitly asked to publish it again. Pure.
 */
import { answerLost, waitingToReach, withdrawnMayBeAtHub } from '../../src-shared/waiting-to-reach';
import { teammateSendKind } from '../../src-shared/teammate-send';
import { scheduledInstant } from '../library';
import type { Problem, PublishDraft } from './preflight';
import { channelTimesText, timeInZoneText, type PostState, type PostStateKind } from './post-state';
import { utcMinute } from '../../src-shared/utc-minute';

/** Post states that mean "this post already went out, or is going out": held unless `again`. */
export const SENT_STATES: readonly PostStateKind[] = ['queued', 'scheduled', 'sending', 'published', 'partial', 'unknown'];

export interface Held {
  draftId: string;
  state: PostState;
  problems: Problem[];
}

/** The earlier outcome in words, for the problem's message (screens word it from `state`). */
export function earlierOutcome(s: PostState): string {
  switch (s.state) {
    case 'published': return `already published on ${s.total === 1 ? 'its channel' : `all ${s.total} channels`}`;
    case 'partial': return `already partly published (${s.published} of ${s.total} channels; refused: ${s.refused.join(', ')})`;
    // w19time: the time on its zone's clock (timeInZoneText), never Compose's stored "…09:00:00.000+01:00".
    // h-athub (walk 44a, 1): channels that go at two times say each its own (the core's `times`), never the retry's for all.
    case 'scheduled': return s.times ? `already at the Hub: ${channelTimesText(s.times)}` : `already scheduled at the Hub for ${s.scheduledAt ? timeInZoneText(s.scheduledAt, s.timezone) : 'a later time'}`;
    case 'queued': return "already in the Hub's posting queue";
    // walk 36b (1): its calls never reached the Hub (src-shared waitingToReach): queued, not "being sent" nor sent.
    // h-lostanswer (walk 44b, 4): its call went out and the answer was lost: sent, it may be at the Hub.
    case 'sending': return waitingToReach(s) ? 'already queued, not at the Hub yet (it did not answer; it is retried under the same key)' : answerLost(s) ? 'already sent, its answer lost: it may be at the Hub (it is sent again under the same key)' : s.retrying ? `already being sent (retrying${s.reason ? ` after ${s.reason.code}` : ''})` : 'already being sent';
    case 'unknown': return 'sent before with an unknown outcome: it may be live';
    // h-teamrefused (walk 31, 1): the Hub holds the post, every channel refused it: it was sent (a refusal to fix or retry).
    case 'channels_refused': return `already sent; refused by every channel (${s.refused.join(', ')})`;
    case 'draft': case 'refused': case 'cancelled': return `not sent before (${s.state})`;
    default: {
      const never: never = s.state;
      return String(never);
    }
  }
}

/**
 * Who can ask the Hub about a teammate's post of unknown outcome (team-actions.ts `teammate_job` / `teammate_call`): this
 * computer when it holds its own job of the key (`by.here`: the Hub answers by the key), naming that job; else only theirs.
 */
function askWhere(s: PostState, who: string): string {
  if (!s.by?.here) return `only ${who}'s computer can ask the Hub`;
  const job = s.channels.find((c) => c.state === 'unknown')?.jobId;
  return `this computer holds a job of its key and can ask the Hub (${job ? `\`postroom ask ${job}\`` : '`postroom ask JOB_ID`'}, or Ask the Hub in the app)`;
}

/**
 * w27cli (walk 23, 3): a post a teammate's computer sent, in plain words: whose computer sent it and when, then what the
 * Hub did with it. It read "sent before with an unknown outcome: it may be live by Bảo at …" (and "already scheduled at
 * the Hub for 09:00 … by Bảo at 02:14", two times and one "at"). An unknown outcome can be asked of the Hub only from the
 * computer that sent it (team-actions.ts `teammate_job`), so the words say so. `now` tells a time ahead from one passed.
 */
export function teammateSentText(s: PostState, by: { who: string; at: number }, now: number = Date.now()): string {
  // h-replay2 (walk 42b): one reading of how their send stands (src-shared teammateSendKind), as `status` and the app say it.
  const kind = teammateSendKind(s);
  if (kind === 'replayed') return `${earlierOutcome(s)} (the Hub already had it: ${by.who}'s call was a replay; who sent it first is not known here)`;
  const sent = kind === 'queued' ? `${by.who}'s computer queued it; last tried at ${utcMinute(by.at)}` : `${by.who}'s computer sent it at ${utcMinute(by.at)}`;
  if (s.state !== 'unknown') return `${earlierOutcome(s)} (${sent})`;
  const at = s.scheduledAt ? scheduledInstant(s.scheduledAt, s.timezone) : null;
  const when = s.scheduledAt ? timeInZoneText(s.scheduledAt, s.timezone) : null;
  const may = when === null ? 'the Hub may have published it then' : at !== null && at > now ? `the Hub may hold it for ${when}` : `the Hub may have published it at ${when}`;
  return `${sent}; ${may} (outcome unknown: ${askWhere(s, by.who)})`;
}

/**
 * h-teamrefused (walk 31, 1): a post a teammate sent whose every channel refused it: the Hub holds it, so it was sent, by
 * them (their laptop counts it sent; the publisher's team check holds its key back: team.ts sharedProblem "already sent;
 * its channels refused it"). Its refused channels are a refusal to fix or retry, never a post ready to send. A campaign's
 * reading of its teammates' posts (campaigns team-sent.ts) holds it with `teamRefused`.
 */
export const teammateRefused = (st: PostState): boolean => !!st.by && st.state === 'channels_refused';

/**
 * h-resumeadvice (walk 42b, 4): the post's send is this computer's own and not finished — post state `sending` (journaled,
 * being sent, retrying, or awaiting the Hub's answer) with no teammate's `by`: a run stopped by Ctrl-C, kill -9 or a
 * crash, or one still running (the app beside the CLI on one data dir). Its job is the one to follow, under its key:
 * `postroom resume --wait` finishes it. Sending it "again as new" is not the step while it is unfinished (the truth
 * table's `in_flight`, actions.ts, which a team's overlay never replaces): walk 42b's `publish` said "it needs a new
 * approval first … publish --again", and doing so made a SECOND Hub post beside the first one still processing.
 * Returns the job deciding a channel still moving, or null.
 */
export function ownInFlight(s: PostState): string | null {
  if (s.by || s.state !== 'sending') return null;
  return s.channels.find((c) => c.state === 'sending' || c.state === 'retrying')?.jobId ?? null;
}

/** h-resumeadvice: the words of ownInFlight's post held back from a publish; `at`: when its job was first sent (ms). */
export function ownInFlightText(s: PostState, job: { id: string; at: number | null }): string {
  const what = waitingToReach(s) ? 'already queued by this computer, not at the Hub yet' : 'already being sent by this computer';
  return `${what} (job ${job.id}, unfinished${job.at === null ? '' : ` since ${utcMinute(job.at)}`}): \`postroom resume --wait\` follows it to its outcome under the same key (\`postroom status ${job.id}\` shows it now); nothing new was sent`;
}

/**
 * h-resumeadvice: the hold of ownInFlight's post, publish and "publish again" alike (as the app's Publish again is refused
 * `in_flight` while it is unfinished): `already_sent`, againHeld `in_flight`; null when the post is not such a send.
 * `jobAt`: when its job was last worked on (ms).
 */
export function inFlightHold(st: PostState | undefined, jobAt?: (jobId: string) => number | null): Problem | null {
  const job = st ? ownInFlight(st) : null;
  if (!st || job === null) return null;
  const message = ownInFlightText(st, { id: job, at: jobAt?.(job) ?? null });
  return { severity: 'error', code: 'already_sent', channel: null, field: null, message, againHeld: 'in_flight', ...(waitingToReach(st) ? { queued: true } : {}) };
}

/**
 * Walk 43b (1): a teammate's send of the post with no outcome yet (post state `sending`: queued, being sent or awaiting
 * the Hub's answer on their computer). Nothing here may send it again, even as new and newly approved: the Hub may still
 * publish theirs (walk 43b: Sam's `publish --again` after a new approval made a SECOND Hub post 15 s after Olivia's, both
 * published). Held, as an unknown outcome is (askFirstHold), until that send has its outcome; publish and "publish
 * again" alike. null: not such a send.
 */
export function teammateInFlightHold(st: PostState | undefined, now: number = Date.now()): Problem | null {
  if (!st?.by || st.by.here || st.state !== 'sending') return null;
  const by = { who: st.by.name, at: st.by.at };
  return { severity: 'error', code: 'sent_by_team', channel: null, field: null, message: `${teammateSentText(st, by, now)}; it is not sent again before that send has its outcome (${by.who}'s computer finishes it: \`postroom resume\` there; a new post now could be a second one at the Hub)`, ...by, againHeld: 'teammate_in_flight', ...(waitingToReach(st) ? { queued: true } : {}) };
}

/**
 * h-cancelkey: this computer's own send of the post withdrawn (its job cancelled) after its call went out with no answer
 * back (src-shared withdrawnMayBeAtHub): the Hub may hold it under that call's key, so it did not "spend nothing". A new
 * send would take a NEW key (this journal keeps one job per key: it cannot be sent again under that one) and could be a
 * second post: held, with why, unless the user chooses "publish again" (a new post, knowingly). A teammate's such send
 * is not held here: a send from this computer goes under that call's key (team-jobs.ts withdrawnKey, approvedKey).
 * null: not such a post.
 */
export function withdrawnCallHold(st: PostState | undefined): Problem | null {
  if (!st || st.by || !withdrawnMayBeAtHub(st)) return null;
  const job = st.channels.find((c) => c.jobId)?.jobId;
  return { severity: 'error', code: 'already_sent', channel: null, field: null, message: `its earlier send${job ? ` (job ${job})` : ''} was withdrawn after a call that may have reached the Hub (no answer came back: the Hub may hold it under that call's key, and publish it); it is not sent again under a new key: check the channel first, then choose "publish again" to send it as a new post knowingly`, againHeld: 'withdrawn_may_be_at_hub' };
}

/**
 * Splits a batch's drafts into those to send and those held back. `again`: the user chose
 * "publish again": nothing is held. Order is kept; a draft without a known state is sent.
 * `teamRefused`: a teammate's post every channel refused is
 * held too (teammateRefused); `channelsRefused` (h-teamwords, walk 32, 4): any post every channel refused, this laptop's
 * too (a campaign's Send takes a job the journal holds as its own: campaigns sender.ts, sentHerePosts). `resendHold` (w12cli, walk 12): what holds sending the draft again back whatever is chosen (a team this
 * workspace left: `left_team`), or null; its words are the held post's second half, instead of "choose publish
 * again" or "needs a new approval" that cannot free it (the app's Publish again says the same: team-actions.ts).
 * `jobAt`: when this computer's own unfinished job was last worked on (ms), for its words (ownInFlight).
 */
export function holdBack(draftIds: readonly string[], states: ReadonlyMap<string, PostState>, opts: { again: boolean; resendHold?: (draftId: string) => Problem | null; teamRefused?: boolean; channelsRefused?: boolean; jobAt?: (jobId: string) => number | null }): { send: string[]; held: Held[] } {
  const send: string[] = [];
  const held: Held[] = [];
  for (const id of draftIds) {
    const st = states.get(id);
    const refused = st?.state === 'channels_refused' && (opts.channelsRefused || (opts.teamRefused && teammateRefused(st)));
    const withdrawn = opts.again ? null : withdrawnCallHold(st);
    if (withdrawn && st) {
      held.push({ draftId: id, state: st, problems: [withdrawn] });
      continue;
    }
    if (opts.again || !st || !(SENT_STATES.includes(st.state) || refused)) {
      send.push(id);
      continue;
    }
    // h-resumeadvice: this computer's own unfinished send: followed by `resume`, never "again as new" nor a new approval.
    const inFlight = inFlightHold(st, opts.jobAt);
    if (inFlight) {
      held.push({ draftId: id, state: st, problems: [inFlight] });
      continue;
    }
    // Walk 43b (1, 2): a teammate's send still moving, or of an unknown outcome: held until it has one (never "needs a
    // new approval": a new approval does not free it, and following that advice made a second Hub post).
    const theirs = teammateInFlightHold(st) ?? (st.by && st.state === 'unknown' ? askFirstHold(st, undefined) : null);
    if (theirs) {
      held.push({ draftId: id, state: st, problems: [theirs] });
      continue;
    }
    // Another member sent it (a team's post): said with who and when (team.ts).
    const by = st.by ? { who: st.by.name, at: st.by.at } : null;
    const hold = opts.resendHold?.(id) ?? null;
    // w31hint: a teammate's post says the approval in its own short words (the hold's would name the sender twice).
    const own = hold && !(by && hold.code === 'resend_needs_approval') ? hold : null;
    const again = own ? own.message.charAt(0).toLowerCase() + own.message.slice(1) : by ? 'sending it again as new needs a new approval' : 'choose "publish again" to send it as a new post';
    held.push({
      draftId: id,
      state: st,
      problems: [by
        ? { severity: 'error', code: 'sent_by_team', channel: null, field: null, message: `${teammateSentText(st, by)}; ${again}`, ...by, ...(hold ? { againHeld: hold.code } : {}), ...(waitingToReach(st) ? { queued: true } : {}) }
        : { severity: 'error', code: 'already_sent', channel: null, field: null, message: `${earlierOutcome(st)}; ${again}`, ...(hold ? { againHeld: hold.code } : {}), ...(waitingToReach(st) ? { queued: true } : {}) }],
    });
  }
  return { send, held };
}

/**
 * w12revpub (walk 12): "publish again" of a post the Hub holds for its time (scheduled, its time still ahead), with the
 * draft at that SAME time. The Hub cannot move or unschedule the post it holds (actions.ts rule 1), so the honest new
 * post goes at another time — the app's "Send it as a new post at another time…" asks for one; `postroom publish
 * --again` sent a second post at the same minute (walk 12: two Black Friday posts at 19:00). The problem holds the
 * new post back until the draft has another time (or goes now, or to the queue). null: it may go.
 */
export function sameTimeHold(draft: Pick<PublishDraft, 'scheduled_at' | 'timezone' | 'add_to_queue'>, st: Pick<PostState, 'state' | 'scheduledAt' | 'timezone'> | undefined, now: number): Problem | null {
  if (!st || st.state !== 'scheduled' || !st.scheduledAt || !draft.scheduled_at || draft.add_to_queue) return null;
  const held = scheduledInstant(st.scheduledAt, st.timezone);
  if (held === null || held <= now) return null;
  if (scheduledInstant(draft.scheduled_at, draft.timezone) !== held) return null;
  return { severity: 'error', code: 'held_same_time', channel: null, field: 'scheduled_at', message: `the Hub holds this post for ${timeInZoneText(st.scheduledAt, st.timezone)} and cannot move it: a new post goes at another time — give the draft another time first (in the app: "Send it as a new post at another time…"); nothing was sent` };
}

/**
 * What the Hub said when "publish again" asked it first about a draft's unknown send (resend.ts askUnknownFirst):
 * `known` it answered (published, held, refused: the outcome is known now), `unknown` it could not say.
 */
export type AskedFirst = 'known' | 'unknown';

/**
 * h-again (walk 31, 1): "publish again" of a post whose outcome is unknown is settled with the Hub first — ONE rule for
 * every shell (the CLI's `publish --again`, the app's publish with `again`), the one "Send again as new" (resend.ts)
 * keeps. Before, `--again` sent a second post without asking: the Hub had published the first (upstream_timeout) and
 * then held two versions. `asked`: this computer's unknown sends of these drafts, asked just now:
 * - the Hub answered: the post is NOT sent again in this run; the problem says what the Hub said, and that publishing
 *   again now (its outcome known) sends it as a new post;
 * - the Hub could not say: it goes again as asked (as Send again as new does after its own ask);
 * - not asked (a teammate's send: only their computer holds its key; or this computer's, being read right now): held,
 *   naming who can ask the Hub (`postroom ask JOB`, the app's Ask the Hub). A send already sent again as new
 *   (`resentAs`) was decided by its user: it holds nothing. Pure.
 * `againHold` (walk 44b): what holds "publish again" of the draft back now its outcome is known (Publisher.againHold, the
 * check the next --again makes: a new approval), or null. The answered post says it, and is held by its code: the run's
 * advice said "publish --again now sends them as new posts", and the next --again was refused "needs a new approval".
 */
export function askFirstHold(st: PostState | undefined, asked: AskedFirst | undefined, now: number = Date.now(), againHold: Problem | null = null): Problem | null {
  if (!st) return null;
  if (asked === 'known') {
    const next = againHold ? againHold.message.charAt(0).toLowerCase() + againHold.message.slice(1) : 'publishing it again now sends it as a new post';
    return { severity: 'error', code: 'already_sent', channel: null, field: null, message: `asked the Hub first: ${earlierOutcome(st)}; nothing was sent again (${next})`, againHeld: againHold?.code ?? 'asked_hub' };
  }
  if (st.state !== 'unknown' || st.resentAs || asked === 'unknown') return null;
  if (st.by) {
    const by = { who: st.by.name, at: st.by.at };
    const asks = st.by.here ? 'the Hub is asked' : `${by.who}'s computer asks the Hub`;
    return { severity: 'error', code: 'sent_by_team', channel: null, field: null, message: `${teammateSentText(st, by, now)}; it is not sent again before ${asks}`, ...by, againHeld: 'ask_hub_first' };
  }
  const job = st.channels.find((c) => c.state === 'unknown')?.jobId;
  return { severity: 'error', code: 'already_sent', channel: null, field: null, message: `${earlierOutcome(st)}; ask the Hub first (${job ? `\`postroom ask ${job}\`` : '`postroom ask JOB_ID`'}, or Ask the Hub in the app): nothing is sent again before its outcome is known`, againHeld: 'ask_hub_first' };
}
