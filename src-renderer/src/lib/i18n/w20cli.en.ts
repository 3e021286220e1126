/**
 * English strings of w20cli (walk 18): the Who column of a client's approval an approver confirmed (the client approved
 * first: "— the client approved"; "— the client agrees" stays for a client agreeing with an approval that held), and
 * Settings → Team → Review on a laptop whose member token was revoked (the role is no longer held: said as past).
 * Spread into `en`; `w20cli.vi.ts` is typed against this shape.
 */
export const w20cliEn = {
  w20cli: {
    /** The Who column after "approved by Bảo": the client approved this version first and the approver confirmed it. */
    whoClientFirst: '— the client approved',
    /** Settings → Team → Review on a revoked laptop (instead of "… You are approver."). {role}: the role it had. */
    ownerOnlyRevoked: 'Only an owner of the team can change these settings. You were {role} until this computer’s member token was revoked.',
  },
};
