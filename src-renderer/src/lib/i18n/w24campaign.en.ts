/**
 * English strings of w24campaign (walk 21): a problem holding a campaign post, its channel and numbers named (campaigns
 * send-now.ts HeldProblem; the Send tab said "The caption is over the limit." with no X).
 * Spread into `en`; `w24campaign.vi.ts` is typed against this shape.
 */
export const w24campaignEn = {
  w24campaign: {
    captionOverLimit: '{channel}’s caption is {length} characters; {channel} takes {limit}.',
    ownCaptionOverLimit: '{channel}’s own caption is {length} characters; {channel} takes {limit}.',
    titleOverLimit: '{channel}’s title is {length} characters; {channel} takes {limit}.',
  },
};
