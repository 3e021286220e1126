/**
 * w20cli (walk 18, 8c): a post the Hub already holds, said by `review list` and `review approve` as the app's review
 * screens say it (AtHubNote.svelte, reviewtruth.atHub): from the core's one fact (publisher draftAtHubSends, the bridge's
 * review `atHub`), in the CLI's English. An approver working from the CLI approved such an edit without being told that
 * the approval only lets it be sent again as a NEW post.
 */
import type { Library } from '../../library';
import type { AtHub } from '../../publisher';
import { channelTimesText } from '../../publisher/post-state';
import type { RequestFacts, ReviewMember, SentAfterRequest } from '../../team';
import { nameFor } from './review';
import { utcMinute } from '../../../src-shared/utc-minute';

/** What an approval of the post would do, by its review (AtHubNote's key): an edit since the approval, a post in review, or any edit now. */
type AtHubKey = 'edit' | 'approve' | 'held';

const AT_HUB_ENGLISH: Readonly<Record<AtHubKey, string>> = {
  edit: 'approving this edit lets it be sent again as a NEW post; it does not change the Hub’s post',
  approve: 'approving it lets it be sent again as a NEW post; it does not change the Hub’s post',
  held: 'an edit made now does not change the Hub’s post; it can only be sent again as a NEW post',
};

/**
 * h-again (walk 31, 3): the same of a post whose outcome is unknown: not known to be at the Hub (the app's AtHubNote
 * unknownLine, teamoutbox.askVia.atHub.*), so "a post the Hub may hold".
 */
const UNKNOWN_ENGLISH: Readonly<Record<AtHubKey, string>> = {
  edit: 'approving this edit lets it be sent again as a NEW post; it does not change a post the Hub may hold',
  approve: 'approving it lets it be sent again as a NEW post; it does not change a post the Hub may hold',
  held: 'an edit made now does not change a post the Hub may hold; it can only be sent again as a NEW post',
};

/** "at the Hub since 2026-11-27 09:00 UTC (sent by Lan): approving this edit lets it …"; each sender when it holds more than one. */
export function atHubEnglish(at: AtHub, review: { stale: boolean; state: string }, me: string | null): string {
  const key: AtHubKey = review.stale ? 'edit' : review.state === 'in_review' ? 'approve' : 'held';
  // The reader's own send (no member named: this computer) is "you", as the app's sentByWho says it.
  const by = (x: Pick<AtHub, 'by'>): string => (x.by ? nameFor(x.by.name, me) : 'you');
  const sends = at.sends && at.sends.length > 1 ? at.sends : [at];
  // h-again (walk 31, 3): an unknown outcome is said as what is known (who sent it, when, who can ask), never "at the Hub since".
  if (sends.length === 1 && at.state === 'unknown') {
    const who = by(at);
    // h-replayask (walk 37, 2): a teammate's call of a key this computer holds a job of too: this computer may ask.
    const ask = who === 'you' || at.by?.here ? 'ask the Hub (`postroom ask JOB_ID`, the job in `postroom status`)' : `only ${who}'s computer can ask the Hub`;
    return `sent by ${who} on ${utcMinute(at.since)}; the outcome is unknown: ${ask}. ${UNKNOWN_ENGLISH[key]}`;
  }
  // h-athub (walk 44a, 1): since its first send; its channels that go at two times each at its own (the core's `times`).
  const times = sends.length === 1 && at.times ? ` (${channelTimesText(at.times)})` : '';
  return `at the Hub since ${sends.map((x) => `${utcMinute(x.since)} (sent by ${by(x)})`).join(' and ')}${times}: ${AT_HUB_ENGLISH[key]}`;
}

/**
 * h-pubsync (walk 41a, 2): the first of the Hub's posts of the draft sent after its open request for changes (the core's
 * sentAfterRequest, as Compose's review panel reads it from the review DTO), or null.
 */
export async function sentAfterOf(at: AtHub, review: RequestFacts): Promise<SentAfterRequest | null> {
  const { sentAfterRequest } = await import('../../team');
  return sentAfterRequest(review, (at.sends ?? [at]).map((x) => ({ at: x.since, by: x.by?.name ?? null })));
}

/** The posts of `draftIds` the Hub holds, read from the core with the team's view of its members' sends. */
export async function atHubOf(lib: Library, draftIds: readonly string[]): Promise<Map<string, AtHub>> {
  const [{ draftAtHubSends }, { teamPublishPort }] = await Promise.all([import('../../publisher'), import('../../team')]);
  const port = teamPublishPort(lib, lib.workspaces.getCurrent(lib.db)) ?? undefined;
  const out = new Map<string, AtHub>();
  for (const id of new Set(draftIds)) {
    const at = draftAtHubSends(lib.db, id, port);
    if (at) out.set(id, at);
  }
  return out;
}

/** `review approve`'s warning, read before the approval (its review then says which words), or null: the Hub holds nothing of it. */
export async function approveAtHubWarning(lib: Library, member: ReviewMember, draftId: string): Promise<string | null> {
  try {
    const { reviewOf } = await import('../../team');
    const at = (await atHubOf(lib, [draftId])).get(draftId);
    return at ? `note: ${atHubEnglish(at, reviewOf(lib.db, draftId), member.name)}` : null;
  } catch {
    // a post not found is refused by the step itself, in its own words
    return null;
  }
}

/** Its JSON: who sent it (null and `mine`: this computer) and when, who asked for the changes and when (ISO). */
export const sentAfterJson = (s: SentAfterRequest): Record<string, unknown> =>
  ({ by: s.by, ...(s.by === null ? { mine: true } : {}), at: new Date(s.at).toISOString(), requestedBy: s.requestedBy, requestedAt: s.requestedAt });
