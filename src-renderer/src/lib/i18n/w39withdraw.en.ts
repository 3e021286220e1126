/**
 * English strings of walk 39b: who may withdraw a post sent under its current approval, by name (the core's
 * withdrawerNames: its version's authors and the owners, never a revoked member). Spread into `en`;
 * `w39withdraw.vi.ts` is typed against this shape.
 */
export const w39withdrawEn = {
  w39withdraw: {
    /** "Publish again" shut by needs_new_approval, read by a member who may not withdraw it: who may, by name. */
    againWaitWithdraw: 'It was sent to the Hub under its current approval: sending it again as a new post waits for {who} to withdraw it in Review, then send it for review again.',
    /** The same, where no member listed may withdraw it now (its authors and the owners all revoked, or viewers). */
    againNobodyWithdraw: 'It was sent to the Hub under its current approval: sending it again as a new post needs it withdrawn in Review first, and no member of the team who may withdraw it (its authors or an owner) can now: ask the team owner.',
  },
};
