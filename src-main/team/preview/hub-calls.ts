/**
 * h-clientpage (walk 44a, 5 and 6): what the Hub holds of a post, call by call, as the client's page lists it.
 *
 * The page listed the draft's Hub posts one per send (publisher hub-posts.ts), each at the time of its first channel's
 * job: a send whose Facebook published at 11:22 and whose refused Instagram was retried for 5 December read "Goes out
 * 29 November at 11:22 · Facebook, Instagram" (Instagram refused then; the 5 December post was not listed), and a
 * partly published post said nothing of the channel that refused it. Now:
 *
 * 1. The sends are the core's one reading of a draft's sends (publisher post-sends.ts draftSendsAndJobs), each
 *    channel with the job deciding it (post-state.ts rule 1: the latest job that addressed it) and its state.
 * 2. A job is one Hub call, so one Hub post: the channels its call holds, at the time it was sent for (else when it
 *    was sent), with the text it sent. A send's first call keeps the channels it had refused and that were retried
 *    since (PostSend.retried.sent: the first call's own state), so "Instagram refused it" is said where it happened.
 * 3. A call that holds no channel (a retry refused again) is no post at the Hub and is not listed; its refusal is
 *    the channel's state (`refused` below).
 *
 * Pure over the journal and the team's shared outcomes: the page (page.ts) renders what this returns.
 */
import { type ReadableDB, scheduledInstant, sentField } from '../../library';
import { type ChannelState, draftSendsAndJobs, outcomeOf, type TeamPublishPort } from '../../publisher';
import { AT_HUB_STATES } from '../../../src-shared/post-sends';

/** A channel the Hub (or the channel) refused, with the Hub's words. */
export interface Refusal { channel: string; message: string | null; vietnamese: string | null }

/** One Hub call of the post: a post the Hub holds or published (item 2). */
export interface HubCall {
  /** The instant it goes (or went) out, ISO: the time it was sent for, else when it was sent. */
  at: string;
  /** 'published': out on every channel it holds; 'scheduled': the Hub holds it for `at`; 'sent': its answer is not known yet. */
  stage: 'published' | 'scheduled' | 'sent';
  /** The channels it holds, in the post's channel order. */
  channels: string[];
  /** The channels this call sent that refused it, in the post's channel order. */
  refused: Refusal[];
  /** Its text as sent (the caption, else the title). */
  caption: string;
}

/** A post's calls (earliest first) and each channel's refusal that stands now (the channel's deciding job refused it). */
export interface PostCalls { calls: HubCall[]; refused: Refusal[] }

const refusalOf = (c: ChannelState): Refusal => ({ channel: c.channel, message: c.message, vietnamese: c.vietnamese });

/** Each draft's calls (item 1–3); a draft the Hub holds nothing of has none. */
export function draftHubCalls(db: ReadableDB, draftIds: readonly string[], team?: Pick<TeamPublishPort, 'me' | 'sharedOutcomes' | 'sentFirst'> | null): Map<string, PostCalls> {
  const out = new Map<string, PostCalls>();
  for (const draftId of new Set(draftIds)) {
    const { sends, jobOf } = draftSendsAndJobs(db, draftId, team ?? undefined);
    const calls: HubCall[] = [];
    const refused: Refusal[] = [];
    for (const s of sends.filter((x) => AT_HUB_STATES.includes(x.post.state))) {
      // Item 2: the first call's refusals that a retry took over since are still that call's.
      const earlier = (s.retried?.sent.channels ?? []).filter((c) => outcomeOf(c.state) === 'refused' && !s.post.channels.some((n) => n.channel === c.channel && n.jobId === c.jobId));
      const byJob = new Map<string, ChannelState[]>();
      for (const c of [...s.post.channels, ...earlier]) byJob.set(c.jobId, [...(byJob.get(c.jobId) ?? []), c]);
      for (const [jobId, channels] of byJob) {
        const held = channels.filter((c) => { const o = outcomeOf(c.state); return o !== null && o !== 'refused'; });
        if (held.length === 0) continue; // item 3
        const job = jobOf(jobId);
        const scheduledAt = job ? sentField(job, 'scheduled_at') : null;
        const ms = (scheduledAt ? scheduledInstant(scheduledAt, job ? sentField(job, 'timezone') : null) : null) ?? job?.sentAt ?? 0;
        const order = (c: ChannelState): number => s.post.channels.findIndex((n) => n.channel === c.channel);
        const states = held.map((c) => outcomeOf(c.state));
        calls.push({
          at: new Date(ms).toISOString(),
          stage: states.includes('waiting') ? 'scheduled' : states.every((o) => o === 'published') ? 'published' : 'sent',
          channels: held.sort((a, b) => order(a) - order(b)).map((c) => c.channel),
          refused: channels.filter((c) => outcomeOf(c.state) === 'refused').sort((a, b) => order(a) - order(b)).map(refusalOf),
          caption: job ? sentField(job, 'caption') || sentField(job, 'title') || '' : '',
        });
      }
      refused.push(...s.post.channels.filter((c) => outcomeOf(c.state) === 'refused').map(refusalOf));
    }
    // Earliest first; two at one instant keep the sends' order (oldest first).
    calls.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
    const held = new Set(calls.flatMap((c) => c.channels));
    if (calls.length > 0) out.set(draftId, { calls, refused: refused.filter((r, i) => !held.has(r.channel) && refused.findIndex((x) => x.channel === r.channel) === i) });
  }
  return out;
}

/** The channels the Hub has the post for (held or refused): the agency can no longer change what they get. */
export const channelsAtHub = (p: PostCalls | undefined): Set<string> =>
  new Set(p ? [...p.calls.flatMap((c) => [...c.channels, ...c.refused.map((r) => r.channel)]), ...p.refused.map((r) => r.channel)] : []);
