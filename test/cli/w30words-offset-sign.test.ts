/**
 * w30words (walk 26, 10): `postroom drafts list` said a skipped time's offset "UTC-04:00" (library offsetText, the ISO
 * data form with "UTC" put before it) beside a twice-shown time's "UTC−04:00" (src-shared offsetText, a true minus
 * sign). Every offset a person reads goes through the one formatter (src-shared/utc-offset.ts); the data keeps ISO.
 */
import { describe, expect, it } from 'vitest';
import { runCliIn } from './cli-world';
import { dataPaths } from '../../src-main/common';
import { clockTimeText, openLibrary } from '../../src-main/library';
import { wallClockEnglish } from '../../src-main/campaigns';
import { isoOffsetText, offsetText } from '../../src-shared/utc-offset';
import { tempDir } from '../library/helpers';

describe('w30words: one way to write an offset', () => {
  it('isoOffsetText says an ISO offset through offsetText', () => {
    expect(isoOffsetText('-05:00')).toBe('UTC−05:00');
    expect(isoOffsetText('-05:00')).toBe(offsetText(-300));
    expect(isoOffsetText('+05:30')).toBe('UTC+05:30');
    expect(isoOffsetText('+0200')).toBe('UTC+02:00');
    expect(isoOffsetText('Z')).toBe('UTC+00:00');
    expect(isoOffsetText('Europe/Berlin')).toBe('Europe/Berlin');
  });

  it('drafts list: a skipped time and a twice-shown time write their offsets alike (a true minus sign)', async () => {
    const data = tempDir();
    const lib = openLibrary(dataPaths(data).library);
    try {
      lib.drafts.create(lib.db, { profile_id: 'p1', platforms: ['instagram'], caption: 'skipped NY', scheduled_at: '2027-03-14T02:30', timezone: 'America/New_York' });
      lib.drafts.create(lib.db, { profile_id: 'p1', platforms: ['instagram'], caption: 'twice NY', scheduled_at: '2027-11-07T01:30', timezone: 'America/New_York' });
    } finally {
      lib.close();
    }
    const r = await runCliIn(data, ['drafts', 'list']);
    expect(r.code).toBe(0);
    const line = (caption: string): string => r.stdout.split('\n').find((l) => l.includes(caption)) ?? '';
    expect(line('skipped NY')).toContain('for 2027-03-14 03:30 (America/New_York, UTC−04:00: 02:30 does not exist that night, the clocks skip it)');
    expect(line('twice NY')).toContain('(America/New_York, the first 01:30 — UTC−04:00)');
    expect(r.stdout).not.toMatch(/UTC-\d/u);
  });

  it("an import's clock notes and the plan's wall-clock notes say the offset the same way", () => {
    expect(clockTimeText({ line: 2, kind: 'skipped', written: '2027-03-14T02:30', zone: 'America/New_York', used: '2027-03-14T03:30', offset: '-04:00' }))
      .toBe('line 2: 2027-03-14 02:30 does not exist in America/New_York (the clocks skip it): the post goes at 2027-03-14 03:30 (UTC−04:00)');
    expect(clockTimeText({ line: 3, kind: 'twice', written: '2027-11-07T01:30', zone: 'America/New_York', used: '2027-11-07T01:30', offset: '-04:00', otherOffset: '-05:00' }))
      .toBe('line 3: 2027-11-07 01:30 happens twice in America/New_York (the clocks go back): the first, at UTC−04:00, is used (not the second, at UTC−05:00)');
    expect(wallClockEnglish({ kind: 'twice', written: '2027-11-07T01:30', used: '2027-11-07T01:30', offset: '-04:00' })).toContain('the one at UTC−04:00 is used');
  });
});

describe('w30words: the app writes an ISO offset the same way (renderer words)', () => {
  it("the dry run's Time column and the clock notes of an import say UTC−05:00", async () => {
    const { zoneText } = await import('../../src-renderer/src/screens/Campaigns/dryrun-words');
    expect(zoneText('America/New_York', '-05:00', true)).toBe('America/New_York UTC−05:00');
    expect(zoneText('America/New_York', '-05:00', false)).toBe('UTC−05:00');
    expect(zoneText('Europe/Berlin', '+02:00', false)).toBe('UTC+02:00');
  });
});
