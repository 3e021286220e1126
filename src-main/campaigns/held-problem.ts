/**
 * w24campaign (walk 21, 4), w30campaign: one problem holding a post, as every shell words it: its channel by the name
 * Postroom shows (`label`: "X"), whether the text is the channel's own (`own`), and for a text over a limit its `length`
 * and the `limit`. The Send tab, `campaign status` and (w30campaign) the dry run's rows carry it, so each says
 * "X's caption is 337 characters; X takes 280" the one way (renderer problems.ts heldProblemText, the CLI's
 * heldProblemEnglish); the dry run said "The caption is over the limit." naming neither.
 * Pure.
 */
import { channelLabel } from '../hub';
import type { Problem } from '../publisher';

/** What the mapping reads of a problem (the publisher's Problem, or the dry run's with its own codes). */
type LimitProblem = Pick<Problem, 'channel' | 'field' | 'message' | 'length' | 'limit'> & { code: string };

export interface HeldProblem { code: string; channel: string | null; label: string | null; own: boolean; message: string; length?: number; limit?: number }

/** A problem as a HeldProblem. */
export function heldProblem(p: LimitProblem): HeldProblem {
  return {
    code: p.code, channel: p.channel, label: p.channel ? channelLabel(p.channel) : null, own: p.field?.startsWith('captions.') ?? false, message: p.message,
    ...(p.length !== undefined ? { length: p.length } : {}), ...(p.limit !== undefined ? { limit: p.limit } : {}),
  };
}

/** Of a text over a channel's limit, what names it (channel, label, own, length, limit); {} for any other problem. */
export function textLimitOf(p: LimitProblem): Partial<Omit<HeldProblem, 'code' | 'message'>> {
  if (p.length === undefined || p.limit === undefined || !p.channel) return {};
  const { channel, label, own, length, limit } = heldProblem(p);
  return { channel, label, own, length, limit };
}
