/**
 * English strings of the import's fixes (branch fix-import): a file whose columns could not be read,
 * and where a Hootsuite or Buffer file's profile is chosen from the Library.
 * Spread into `en`; `fix-import.vi.ts` is typed against this shape.
 */
export const fixImportEn = {
  fixImport: {
    columnsFound: 'Its columns: {columns}.',
    notRead: 'This file could not be read: no row was checked.',
    needs: 'Postroom reads a header row with at least a caption column (download the template; profile_id, platforms and scheduled_at can come from the choices above), or a Hootsuite bulk file (date, message, link) or a Buffer one (Text, Posting Time).',
    checkedNothingWritten: 'Checked again with your choices: nothing is imported until you press Import.',
    foreignNoProfile: 'A {label} file names no profile or channels: import it into a campaign (Campaigns → a campaign → Import), which asks for the profile, channels and time zone of its rows.',
  },
};
