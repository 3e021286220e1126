import type { ConnectivityDto } from '../../../src-main/bridge/contract';

/**
 * Which of two connectivity readings to show: the one taken last. A `system.connectivity`
 * answer can arrive after an event carrying a newer reading (the publisher's, say);
 * the older one must not win. A 'checking' placeholder keeps the last time it had.
 */
export function newerReading(current: ConnectivityDto | null, incoming: ConnectivityDto): ConnectivityDto {
  if (!current?.checkedAt || !incoming.checkedAt) return incoming;
  return Date.parse(incoming.checkedAt) >= Date.parse(current.checkedAt) ? incoming : current;
}

/** How long ago a reading was taken, as an i18n key under `connectivity.ago` and its count. */
export type SinceChecked = { unit: 'now' | 'seconds' | 'minutes' | 'hours' | 'days'; count: number };

export function sinceChecked(checkedAt: string, now: number): SinceChecked {
  const s = Math.max(0, Math.floor((now - Date.parse(checkedAt)) / 1000));
  if (s < 10) return { unit: 'now', count: 0 };
  if (s < 60) return { unit: 'seconds', count: s };
  if (s < 3600) return { unit: 'minutes', count: Math.floor(s / 60) };
  if (s < 86_400) return { unit: 'hours', count: Math.floor(s / 3600) };
  return { unit: 'days', count: Math.floor(s / 86_400) };
}

/** How often the relative time is redrawn: often enough that "10 seconds ago" never sits for a minute. */
export const AGO_TICK_MS = 10_000;
