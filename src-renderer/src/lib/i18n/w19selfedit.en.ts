/**
 * w19selfedit (walk 17, finding 7): an approver who changed what goes out of a teammate's post since its last approval
 * is an author of that version (the core's team/version-authors.ts). Spread into `en`; `w19selfedit.vi.ts` is typed
 * against this shape.
 */
export const w19selfeditEn = {
  w19selfedit: {
    /** The author's Who line when the approver had edited the version he approved (the team lets authors approve): "approved by Bảo, who edited it". */
    approvedEdited: 'approved by {by}, who edited it',
    /** The same line on the approver's own laptop. */
    approvedEditedByMe: 'approved by you, after your own edit',
    /** Under a refused Approve (own_edit): who may approve it instead. */
    who: '{names} may approve it.',
    /** …when nobody else in the team may (the Team review setting named as the Settings screen names it). */
    nobody: 'Nobody else in this team may approve it: an owner may turn on “Authors may approve their own posts” in Settings, or make another member an approver.',
    /** …when the members are not known here yet. */
    unknown: 'An approver who did not change it may approve it.',
  },
};
