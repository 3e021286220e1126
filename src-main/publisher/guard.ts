/**
 * Never twice by accident (architecture.md, "What a person sees"): a draft whose post is already
 * at the Hub or on its channels (published, partly published, scheduled, in the posting queue,
 * being sent, or of unknown outcome: it may be live) is held back from a batch, with its earlier
 * outcome named, unless the user explicitly asked to publish it again. Pure.
 */
import type { Problem } from './preflight';
import type { PostState, PostStateKind } from './post-state';

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
    case 'scheduled': return `already scheduled at the Hub for ${s.scheduledAt ?? 'a later time'}${s.timezone ? ` (${s.timezone})` : ''}`;
    case 'queued': return "already in the Hub's posting queue";
    case 'sending': return s.retrying ? `already being sent (retrying${s.reason ? ` after ${s.reason.code}` : ''})` : 'already being sent';
    case 'unknown': return 'sent before with an unknown outcome: it may be live';
    case 'draft': case 'refused': case 'channels_refused': case 'cancelled': return `not sent before (${s.state})`;
    default: {
      const never: never = s.state;
      return String(never);
    }
  }
}

/**
 * Splits a batch's drafts into those to send and those held back. `again`: the user chose
 * "publish again": nothing is held. Order is kept; a draft without a known state is sent.
 * `resendHold` (w12cli, walk 12): what holds sending the draft again back whatever is chosen (a team this
 * workspace left: `left_team`), or null; its words are the held post's second half, instead of "choose publish
 * again" or "needs a new approval" that cannot free it (the app's Publish again says the same: team-actions.ts).
 */
export function holdBack(draftIds: readonly string[], states: ReadonlyMap<string, PostState>, opts: { again: boolean; resendHold?: (draftId: string) => Problem | null }): { send: string[]; held: Held[] } {
  const send: string[] = [];
  const held: Held[] = [];
  for (const id of draftIds) {
    const st = states.get(id);
    if (opts.again || !st || !SENT_STATES.includes(st.state)) {
      send.push(id);
      continue;
    }
    // Another member sent it (a team's post): said with who and when (team.ts).
    const by = st.by ? { who: st.by.name, at: st.by.at } : null;
    const hold = opts.resendHold?.(id) ?? null;
    const again = hold ? hold.message.charAt(0).toLowerCase() + hold.message.slice(1) : by ? 'sending it again as new needs a new approval' : 'choose "publish again" to send it as a new post';
    held.push({
      draftId: id,
      state: st,
      problems: [by
        ? { severity: 'error', code: 'sent_by_team', channel: null, field: null, message: `${earlierOutcome(st)} by ${by.who} at ${new Date(by.at).toISOString()}; ${again}`, ...by }
        : { severity: 'error', code: 'already_sent', channel: null, field: null, message: `${earlierOutcome(st)}; ${again}` }],
    });
  }
  return { send, held };
}
