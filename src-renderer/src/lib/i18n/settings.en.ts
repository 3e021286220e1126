/**
 * English strings of the team's review settings (issue 34, branch settings): Settings → Team →
 * Review, and a mention of me in a teammate's comment. Spread into `en`; `settings.vi.ts` is typed
 * against this shape.
 */
export const settingsEn = {
  reviewSettings: {
    title: 'Review',
    intro: 'How posts are approved in this team. Every laptop follows these settings, and the team server refuses a change from anyone but an owner.',
    approvers: 'Who approves posts',
    approverRole: {
      owner: 'Owners',
      approver: 'Approvers',
    },
    authorsMayApprove: 'Authors may approve their own posts',
    approvalRequired: 'Only approved posts may be published',
    save: 'Save review settings',
    saving: 'Saving…',
    saved: 'Review settings saved. They go to your teammates now (or as soon as the team server can be reached).',
    ownerOnly: 'Only an owner of the team can change these settings. You are {role}.',
    needApprover: 'Choose at least one role that approves.',
    solo: 'This workspace is not a team’s: you approve your own posts, and publishing does not wait for an approval.',
    failed: 'The review settings were not changed: {message}',
    summaryRequired: '{required, select, true {Publishing waits for an approval.} other {Posts can be published without an approval.}}',
  },
  mention: {
    toast: '{by} mentioned you on “{caption}”',
    mark: 'Mentions you',
    box: '{n, plural, one {# comment mentions you} other {# comments mention you}}',
    /**
     * Walk 43a (3): a review step whose note @mentions me (its note is told in the step's toast, never on its own): one
     * toast that says the step, the mention and the note's first line.
     */
    step: {
      submitted: '{by} sent “{caption}” for review and mentioned you: “{said}”',
      approved: '{by} approved “{caption}” and mentioned you: “{said}”',
      changes_requested: '{by} sent “{caption}” back with changes requested and mentioned you: “{said}”',
      withdrawn: '{by} withdrew “{caption}” from review and mentioned you: “{said}”',
    },
  },
};
