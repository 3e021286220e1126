/**
 * English strings of the presence branch (issue 33): a revoked member in Settings → Team's members
 * list, and what "online" means there.
 */
export const presenceEn = {
  presenceTeam: {
    revoked: 'revoked {when}',
    revokedTitle: 'This member’s token was revoked: they can no longer read or change the team’s library.',
    onlineHint: 'Online means connected to the team server now; the list updates when someone connects, leaves or is revoked.',
  },
};
