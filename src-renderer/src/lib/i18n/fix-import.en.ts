/**
 * English strings of the import's fixes (branch fix-import): a file whose columns could not be read,
 * and the Library's choice of profile, channels and zone for rows that leave them out.
 * Spread into `en`; `fix-import.vi.ts` is typed against this shape.
 */
export const fixImportEn = {
  fixImport: {
    columnsFound: 'Its columns: {columns}.',
    notRead: 'This file could not be read: no row was checked.',
    needs: 'Postroom reads a header row with at least a caption column (download the template; profile_id, platforms and scheduled_at can come from the choices above), or a Hootsuite bulk file (date, message, link) or a Buffer one (Text, Posting Time).',
    libraryDefaults: 'For rows that leave out the profile or channels (a Hootsuite or Buffer file names none)',
    useDefaults: 'Import with these choices',
    checkedNothingWritten: 'Checked again with your choices: nothing is imported until you press Import.',
  },
};
