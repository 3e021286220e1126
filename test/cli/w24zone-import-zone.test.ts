/**
 * w24zone (walk 21): an imported row's time is read in a zone, and that zone is STORED with the draft, the zone the
 * import report names. `drafts import` with no --timezone reads (and stores) this computer's zone, as the app's
 * Library Import fills its zone field; a reading "in UTC" (no zone given at all) stores UTC. Before: the report said
 * "1 row in UTC" and the draft was stored with no zone, which Compose showed as another zone and the Hub refused.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { dataPaths } from '../../src-main/common';
import { campaignImport, drafts, openLibrary } from '../../src-main/library';
import { zoneReadingText } from '../../src-main/library/import-zones';

const run = async (dir: string, argv: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env: {} });
  return { code, stdout, stderr };
};

// Walk 21's file, in the year after today's so its time is never past on this real clock.
const Y = new Date().getUTCFullYear() + 1;
const ONE = `Nội dung;Ngày đăng;Giờ đăng;Kênh;Thương hiệu\n"Áo dài đỏ cho ngày Tết";19/12/${Y};8:00 CH;facebook,threads;Áo Dài Hội An\n`;

const stored = (dir: string) => {
  const lib = openLibrary(dataPaths(dir).library);
  try {
    return drafts.list(lib.db, {}).items.map((d) => [d.scheduled_at, d.timezone]);
  } finally {
    lib.close();
  }
};

const TZ = process.env.TZ;
afterEach(() => {
  if (TZ === undefined) delete process.env.TZ;
  else process.env.TZ = TZ;
});

describe('drafts import: the zone the report names is the zone stored', () => {
  it('no --timezone: this computer\'s zone, said so, stored with the draft', async () => {
    process.env.TZ = 'Asia/Saigon'; // the old name runtimes report: stored by the name people know
    const dir = mkdtempSync(join(tmpdir(), 'postroom-w24zone-'));
    const file = join(dir, 'one.csv');
    writeFileSync(file, ONE);
    const r = await run(dir, ['drafts', 'import', file]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('times read: 1 row in Asia/Ho_Chi_Minh (this computer\'s zone; --timezone ZONE reads them in another)');
    expect(stored(dir)).toEqual([[`${Y}-12-19T20:00`, 'Asia/Ho_Chi_Minh']]);
  });

  it('--timezone: that zone, stored', async () => {
    process.env.TZ = 'UTC';
    const dir = mkdtempSync(join(tmpdir(), 'postroom-w24zone-'));
    const file = join(dir, 'one.csv');
    writeFileSync(file, ONE);
    const r = await run(dir, ['drafts', 'import', file, '--timezone', 'Europe/Berlin']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('times read: 1 row in Europe/Berlin (given with --timezone)');
    expect(stored(dir)).toEqual([[`${Y}-12-19T20:00`, 'Europe/Berlin']]);
  });

  it('a reading "in UTC" (no zone given at all, as the app\'s Import with its zone field emptied) stores UTC', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-w24zone-'));
    const lib = openLibrary(dataPaths(dir).library);
    try {
      const r = await campaignImport.importSheet(lib.db, { name: 'one.csv', text: ONE, defaults: {} });
      expect(r.imported).toBe(1);
      expect(zoneReadingText(r.zones!)).toBe('times read: 1 row in UTC (no zone given)');
      expect(drafts.getMany(lib.db, r.ids).map((d) => [d.scheduled_at, d.timezone])).toEqual([[`${Y}-12-19T20:00`, 'UTC']]);
    } finally {
      lib.close();
    }
  });

  it('drafts list: a time stored with no zone (an import before w24zone) says so, never "in UTC"', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-w24zone-'));
    const lib = openLibrary(dataPaths(dir).library);
    try {
      lib.drafts.create(lib.db, { profile_id: 'p1', platforms: ['facebook'], caption: 'Áo dài đỏ', scheduled_at: '2020-12-19T20:00', timezone: null });
    } finally {
      lib.close();
    }
    const r = await run(dir, ['drafts', 'list']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('draft, time passed, not sent (was for 2020-12-19T20:00, no time zone yet)');
  });
});
