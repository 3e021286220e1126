/**
 * w24zone: the zone this computer's clock is in, by the name people know it by. One function for the app's
 * imports (Library Import, the campaign Import tab) and the CLI's `drafts import`, so an import with no zone given
 * reads its times in the same zone wherever it runs, and stores that zone with the drafts.
 */

/**
 * Old names runtimes still report for some zones (ICU keeps them for compatibility), and the names people know
 * them by: the composer offers "Asia/Ho_Chi_Minh", not "Asia/Saigon".
 */
const CURRENT_ZONE_NAMES: Readonly<Record<string, string>> = {
  'Asia/Saigon': 'Asia/Ho_Chi_Minh', 'Asia/Calcutta': 'Asia/Kolkata', 'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon', 'Asia/Ulan_Bator': 'Asia/Ulaanbaatar', 'Europe/Kiev': 'Europe/Kyiv',
  'America/Godthab': 'America/Nuuk', 'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'Atlantic/Faeroe': 'Atlantic/Faroe', 'Pacific/Truk': 'Pacific/Chuuk', 'Pacific/Ponape': 'Pacific/Pohnpei',
};

const knownZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The zone this computer's clock is in, by its current name (when this runtime knows that name); UTC when none is reported. */
export function localZone(reported: string = Intl.DateTimeFormat().resolvedOptions().timeZone): string {
  const current = CURRENT_ZONE_NAMES[reported];
  return current && knownZone(current) ? current : reported || 'UTC';
}
