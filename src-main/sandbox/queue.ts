import { DateTime } from 'luxon';
import type { ProfileRow } from './db';
import type { QueueSlot } from './seed';

export const parseSlots = (p: ProfileRow): QueueSlot[] => JSON.parse(p.queue_slots) as QueueSlot[];

/**
 * The profile's next free queue slot after `now` (epoch ms), in its timezone, skipping
 * slots already taken by queued posts. Null when the profile has no slots.
 */
export function nextQueueSlot(profile: ProfileRow, now: number, taken: readonly number[]): number | null {
  const slots = parseSlots(profile);
  if (slots.length === 0) return null;
  const busy = new Set(taken);
  const start = DateTime.fromMillis(now, { zone: profile.queue_timezone }).startOf('day');
  for (let day = 0; day < 3660; day++) {
    const d = start.plus({ days: day });
    const weekday = d.weekday % 7; // luxon: 1 = Monday … 7 = Sunday; slots: 0 = Sunday
    const times = slots.filter((s) => s.weekday === weekday).map((s) => s.time).sort();
    for (const time of times) {
      const [h, m] = time.split(':').map(Number);
      const at = d.set({ hour: h ?? 0, minute: m ?? 0, second: 0, millisecond: 0 }).toMillis();
      if (at > now && !busy.has(at)) return at;
    }
  }
  return null;
}
