/**
 * w19time: `postroom drafts list` says a passed time on its zone's clock, in the words its "scheduled for" says
 * (publisher timeInZoneText: library wallTimeOf + zoneName), whatever form the draft keeps it in. Compose keeps
 * the instant with its offset ("2020-01-06T09:00:00.000+01:00"), an import the wall clock ("2020-01-06T09:00"):
 * before, the line printed the stored string ("was for 2020-01-06T09:00:00.000+01:00 Europe/Berlin").
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { dataPaths } from '../../src-main/common';
import { openLibrary } from '../../src-main/library';
import { postStateText, timeInZoneText } from '../../src-main/publisher';
import { tempDir } from '../library/helpers';

async function list(dataDir: string): Promise<string> {
  let out = '';
  const code = await runCli(['drafts', 'list', '--data-dir', dataDir], { stdout: (s) => void (out += s), stderr: () => undefined, stdin: async () => '', env: {} });
  expect(code).toBe(0);
  return out;
}

describe('drafts list: a passed time as its zone reads it', () => {
  it('reads the same for a time kept with its offset (Compose), as a wall clock (an import), and in a fixed-offset zone', async () => {
    const data = tempDir();
    const lib = openLibrary(dataPaths(data).library);
    try {
      lib.drafts.create(lib.db, { profile_id: 'p1', platforms: ['instagram'], caption: 'Kept by Compose', scheduled_at: '2020-01-06T09:00:00.000+01:00', timezone: 'Europe/Berlin' });
      lib.drafts.create(lib.db, { profile_id: 'p1', platforms: ['instagram'], caption: 'Kept by an import', scheduled_at: '2020-01-06T09:00', timezone: 'Europe/Berlin' });
      // The same instant written in UTC (the Hub's form): read on Berlin's clock, 09:00.
      lib.drafts.create(lib.db, { profile_id: 'p1', platforms: ['instagram'], caption: 'Kept in UTC', scheduled_at: '2020-01-06T08:00:00Z', timezone: 'Europe/Berlin' });
      lib.drafts.create(lib.db, { profile_id: 'p1', platforms: ['instagram'], caption: 'Fixed offset', scheduled_at: '2020-01-06T21:05:00+01:00', timezone: 'Etc/GMT-1' });
    } finally {
      lib.close();
    }
    const out = await list(data);
    const line = (caption: string) => out.split('\n').find((l) => l.includes(caption)) ?? '';
    for (const c of ['Kept by Compose', 'Kept by an import', 'Kept in UTC']) expect(line(c), c).toContain('draft, time passed, not sent (was for 2020-01-06T09:00 in Europe/Berlin)');
    expect(line('Fixed offset')).toContain('(was for 2020-01-06T21:05 in UTC+01:00)');
    expect(out).not.toMatch(/\+01:00 Europe|Z Europe|:00\.000/);
  });

  it('is the words of "scheduled for": one reading for both', () => {
    expect(timeInZoneText('2027-01-16T08:00:00.000Z', 'Asia/Ho_Chi_Minh')).toBe('2027-01-16T15:00 in Asia/Ho_Chi_Minh');
    expect(timeInZoneText('2027-01-16T15:00', 'Asia/Ho_Chi_Minh')).toBe('2027-01-16T15:00 in Asia/Ho_Chi_Minh');
    expect(timeInZoneText('2027-01-16T15:00', null)).toBe('2027-01-16T15:00');
    const scheduled = { state: 'scheduled', scheduledAt: '2027-01-16T08:00:00.000Z', timezone: 'Asia/Ho_Chi_Minh' } as Parameters<typeof postStateText>[0];
    expect(postStateText(scheduled)).toBe(`scheduled for ${timeInZoneText('2027-01-16T08:00:00.000Z', 'Asia/Ho_Chi_Minh')}`);
  });
});
