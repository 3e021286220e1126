/**
 * w28state (walk 24, 1): a campaign's word by what its posts became, the core's one table (campaign-word.ts), walked row
 * by row: every post outcome (sent, scheduled at the Hub, refused by the Hub, unknown, held back, a draft not sent, a
 * teammate's send) alone and mixed, under each send state. Written out by hand here beside the table; the old code said
 * "done" (app: "sent") of every row below with an unknown outcome or a refusal.
 */
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_WORDS, campaignPart, campaignWord, type CampaignWordInput } from '../../src-main/campaigns/campaign-word';
import { noSkips } from '../../src-main/campaigns/skip-reasons';
import type { PostState } from '../../src-main/publisher';

/** A post as the walk met it: its post state once handed, or held back / not sent / sent by a teammate. */
// h-camphead (walk 44a, 10): 'held_review_past', held for its review at the send, and the review holds it no more (approved since).
type Post = 'cancelled' | 'published' | 'scheduled' | 'queued' | 'partial' | 'channels_refused' | 'refused' | 'unknown' | 'sending' | 'teammate' | 'teammate_unknown' | 'held_problems' | 'held_review' | 'held_review_past' | 'held_revoked' | 'draft';

function input(state: CampaignWordInput['state'], posts: Post[], revokedPast = false): CampaignWordInput {
  const handed = posts.filter((p) => !p.startsWith('held_') && p !== 'draft');
  const part = (p: Post): string => campaignPart((p === 'teammate' ? 'published' : p === 'teammate_unknown' ? 'unknown' : p) as PostState['state']);
  const skipped = posts.filter((p) => p.startsWith('held_'));
  const skippedFor = noSkips();
  for (const p of skipped) skippedFor[p === 'held_problems' ? 'problems' : p === 'held_review' || p === 'held_review_past' ? 'changes' : 'revoked']++;
  return {
    state, handed: handed.length, refused: handed.filter((p) => part(p) === 'refused').length, unknown: handed.filter((p) => part(p) === 'unknown').length, withdrawn: handed.filter((p) => part(p) === 'withdrawn').length,
    notSent: skipped.length + posts.filter((p) => p === 'draft').length, skipped: skipped.length, skippedFor, revokedPast,
    reviewPast: posts.includes('held_review_past'),
  };
}

const TABLE: Array<[string, CampaignWordInput['state'], Post[], string]> = [
  // The send ended ('done').
  ['every post published', 'done', ['published', 'published', 'published'], 'done'],
  ['scheduled and in the queue at the Hub', 'done', ['scheduled', 'queued'], 'done'],
  ['partly published, refused by every channel (the Hub took them)', 'done', ['partial', 'channels_refused'], 'done'],
  ['a teammate sent them all', 'done', ['teammate', 'teammate'], 'done'],
  ['still on its way at the Hub', 'done', ['published', 'sending'], 'done'],
  ['walk 24: 2 published, 1 unknown', 'done', ['published', 'published', 'unknown'], 'unknownOutcome'],
  ['only an unknown', 'done', ['unknown'], 'unknownOutcome'],
  ['unknown beside a refusal', 'done', ['unknown', 'refused'], 'unknownOutcome'],
  ['unknown beside a held back post', 'done', ['unknown', 'held_problems'], 'unknownOutcome'],
  ['unknown beside a draft not sent', 'done', ['published', 'unknown', 'draft'], 'unknownOutcome'],
  ["a teammate's send of unknown outcome", 'done', ['teammate_unknown', 'published'], 'unknownOutcome'],
  ['1 published, 1 refused by the Hub', 'done', ['published', 'refused'], 'donePartly'],
  ['every post refused by the Hub', 'done', ['refused', 'refused'], 'doneRefused'],
  ['refused and held back, nothing sent', 'done', ['refused', 'held_problems'], 'doneRefused'],
  ['published and held back', 'done', ['published', 'held_review'], 'donePartly'],
  ['published and a draft not sent', 'done', ['scheduled', 'draft'], 'donePartly'],
  // w30campaign: handed, then its job cancelled before it went (the Outbox's Cancel): withdrawn, never sent.
  ['1 published, 1 withdrawn after it was handed', 'done', ['published', 'cancelled'], 'donePartly'],
  ['every post withdrawn after it was handed', 'done', ['cancelled', 'cancelled'], 'doneWithdrawn'],
  ['withdrawn and refused, nothing sent', 'done', ['cancelled', 'refused'], 'doneWithdrawn'],
  ['every post held for its problems', 'done', ['held_problems', 'held_problems'], 'doneNothing'],
  ['held for problems and review', 'done', ['held_problems', 'held_review'], 'doneHeld'],
  ['held for the revocation', 'done', ['held_revoked'], 'notSentRevoked'],
  ['held for a revocation that is over', 'done', ['held_revoked'], 'idle'],
  // h-camphead (walk 44a, 10): held for their review, approved since: that send is history; nothing sent, a new Send takes them.
  ['every post held for its review, approved since', 'done', ['held_review_past', 'held_review_past'], 'idle'],
  ['held for problems and review, one approved since', 'done', ['held_problems', 'held_review_past'], 'idle'],
  // h-restore (session 29): every post the send had was restored to the next Send (nothing handed, nothing held): not sent.
  ['every post restored to the next Send', 'done', ['draft', 'draft'], 'idle'],
  // A send going on, paused, cancelled, never sent: the state says it (the counts say the unknown apart).
  ['sending, one unknown so far', 'sending', ['unknown', 'draft'], 'sending'],
  ['paused with an unknown', 'paused', ['unknown', 'draft'], 'paused'],
  ['cancelled with an unknown', 'cancelled', ['unknown', 'draft'], 'cancelled'],
  ['never sent', 'idle', ['draft', 'draft'], 'idle'],
];

describe("a campaign's word by its posts' outcomes (w28state)", () => {
  for (const [name, state, posts, word] of TABLE) {
    it(`${state}: ${name} → ${word}`, () => {
      expect(campaignWord(input(state, posts, name.includes('is over')))).toBe(word);
    });
  }

  it('every row of the core table is met by a row here', () => {
    const met = new Set(TABLE.map(([name, state, posts]) => CAMPAIGN_WORDS.findIndex((r) => r.when(input(state, posts, name.includes('is over'))))));
    expect([...met].sort((a, b) => a - b)).toEqual(CAMPAIGN_WORDS.map((_, i) => i));
  });

  it('a post is sent, refused or unknown by the publisher\'s one table', () => {
    expect(['published', 'partial', 'channels_refused', 'scheduled', 'queued', 'sending', 'draft'].map((s) => campaignPart(s as PostState['state']))).toEqual(Array(7).fill('sent'));
    // w30campaign: a handed post whose job was cancelled before it went was "sent": withdrawn.
    expect(campaignPart('cancelled')).toBe('withdrawn');
    expect(campaignPart('refused')).toBe('refused');
    expect(campaignPart('unknown')).toBe('unknown');
  });
});
