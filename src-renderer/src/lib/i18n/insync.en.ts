/**
 * English strings of branch insync (walk 3a): what a laptop whose member token was refused says
 * where it still shows team things — the composer's save line and the members list it can no
 * longer read. Spread into `en`; `insync.vi.ts` is typed against this shape.
 */
export const insyncEn = {
  insync: {
    savedNotShared: {
      revoked: 'Saved on this computer — not shared: your token was revoked',
      unauthorized: 'Saved on this computer — not shared: the team server does not accept your token',
    },
    membersStale: {
      revoked: 'This list is from {time}: your token was revoked, so it cannot be read again.',
      unauthorized: 'This list is from {time}: the team server does not accept your token, so it cannot be read again.',
    },
    onlineUnknown: 'not known',
  },
};
