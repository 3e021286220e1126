/** Strings of the composer's schedule, photos and checks fixes (branch fix-compose). */
export const fixComposeEn = {
  fixCompose: {
    /** The upload line when every photo is an https link (nothing of them is uploaded). */
    budgetLinksOnly: 'Only photo links: nothing is uploaded but the text ({used} of {cap}).',
  },
};
