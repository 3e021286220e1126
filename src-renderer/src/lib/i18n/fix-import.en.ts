/**
 * English strings of the import's fixes (branch fix-import): a file whose columns could not be read,
 * and the Library's choice of profile, channels and zone for rows that leave them out.
 * Spread into `en`; `fix-import.vi.ts` is typed against this shape.
 */
export const fixImportEn = {
  fixImport: {
    columnsFound: 'Its columns: {columns}.',
    notRead: 'This file could not be read: no row was checked.',
    libraryDefaults: 'For rows that leave out the profile or channels (a Hootsuite or Buffer file names none)',
    useDefaults: 'Import with these choices',
    checkedNothingWritten: 'Checked again with your choices: nothing is imported until you press Import.',
    /** w20libimport: the Channels place before a profile is chosen (the problem lines already ask to choose channels). */
    channelsAfterProfile: 'the chosen profile’s channels appear here',
    noPhotoChannels: 'this profile has no channel that takes photo posts',
  },
};
