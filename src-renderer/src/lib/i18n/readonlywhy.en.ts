/**
 * English strings of readonlywhy (issue 34, walk 4): why a screen is read-only — a viewer, a
 * revoked laptop, a team this workspace left — said the same on every screen, and why the
 * campaign's "all" review buttons are shut. Spread into `en`; `readonlywhy.vi.ts` is typed against this shape.
 */
export const readonlywhyEn = {
  readonlywhy: {
    draft: {
      viewer: 'You are a viewer on this team: you can read this draft, not change it.',
      revoked: 'The team revoked this computer’s token: you can read this draft, not change it. Ask the team’s owner for a new token and join again in Settings.',
      left: 'You left this team: you can read this draft; it is reviewed and published through the team.',
      // w23left (walk 23): a kept draft of a team left, read-only here (the core's left_team), who and when.
      leftOn: 'You left {team} on {when}: this post is kept here read-only. Duplicate it to edit a copy of your own, or rejoin the team.',
      theTeam: 'the team',
      leftDuplicate: 'Duplicate to edit',
      rowReadOnly: 'Read-only',
    },
    note: {
      viewer: 'You can read the library, not change it.',
      revoked: 'The team revoked this computer’s token: you can read the library, not change it.',
      left: 'You left this team: you can read its drafts, not change them.',
    },
    campaigns: {
      viewer: 'You are a viewer on this team: you can read the campaigns and their calendar, not create, duplicate or move anything.',
      revoked: 'The team revoked this computer’s token: you can read the campaigns and their calendar, not create, duplicate or move anything.',
      left: 'You left this team: you can read the campaigns and their calendar, not create, duplicate or move anything.',
    },
    campaign: {
      viewer: 'You are a viewer on this team: you can read this campaign, not change, import, plan or send it.',
      revoked: 'The team revoked this computer’s token: you can read this campaign, not change, import, plan or send it.',
      left: 'You left this team: you can read this campaign, not change, import, plan or send it.',
    },
    all: {
      nothingSubmit: 'Every post is already in review or approved.',
      nothingApprove: 'Every post is already approved.',
      empty: 'This campaign has no posts yet.',
      refused: '{action}: not now — {reason}',
    },
  },
};
