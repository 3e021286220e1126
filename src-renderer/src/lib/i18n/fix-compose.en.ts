/** Strings of the composer's schedule, photos and checks fixes (branch fix-compose). */
export const fixComposeEn = {
  fixCompose: {
    /** The upload line when every photo is an https link (nothing of them is uploaded). */
    budgetLinksOnly: 'Only photo links: nothing is uploaded but the text ({used} of {cap}).',
    /** A photo link whose image did not load on this computer (the channels fetch it when the post goes). */
    linkFailedAlt: 'Photo {n}: its link could not be loaded',
    linkFailed: 'Could not load this link here (offline, or the link is wrong or gone). The channels fetch it when the post goes: check it opens in a browser.',
  },
};
