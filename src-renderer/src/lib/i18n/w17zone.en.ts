/**
 * w17zone: Compose's line under the time-zone field for a fixed-offset zone (Etc/GMT-1): the zone IS its offset,
 * so the line says it once ("In UTC+01:00; …"), not "In UTC+01:00 (UTC+01:00)". Spread into `en`.
 */
export const w17zoneEn = {
  w17zone: {
    fixedOffset: 'In {zone}, a fixed offset with no summer time; that is {utc} UTC.',
  },
};
