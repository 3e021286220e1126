/**
 * w9words (walk 9): the line under Settings → Team → Review's "Only approved posts may be published" says
 * the saved rule; while the box is changed and not saved, it says both the saved rule and what the unsaved
 * choice would do (before: "Publishing waits for an approval." beside "Unsaved changes" with the box unticked).
 */
type T = (key: string, opts?: { values?: Record<string, string | number> }) => string;

export function approvalLine(saved: boolean, chosen: boolean, t: T): string {
  return saved === chosen
    ? t('reviewSettings.summaryRequired', { values: { required: String(saved) } })
    : t('w9words.settings.unsaved', { values: { saved: String(saved), chosen: String(chosen) } });
}
