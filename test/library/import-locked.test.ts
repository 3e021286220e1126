/**
 * Walk 7, finding 3: `campaign import` while the member's app writes to the same library (another
 * process, another connection) printed "database is locked" and left the drafts in the Library without
 * their campaign. An import is all or nothing, and a busy library is waited for. The app is played here
 * by a second real SQLite connection in a worker thread (the importing thread blocks while it waits for
 * the lock, so the holder must run elsewhere).
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { all } from '../../src-main/library/sql';
import { campaignImport, campaigns, openLibrary, sql, type Library } from '../../src-main/library';
import { tempDir } from './helpers';
import { nextYear } from '../helpers/ahead';

/** w23dups: its sheet's dates in the year after today's (they were 2027), never past on this real clock. */
const Y = nextYear();

const defaults = { profile_id: 'prof_lumen', platforms: ['facebook'], timezone: 'Asia/Ho_Chi_Minh' };
const SHEET = ['caption,photos,scheduled_at', ...[1, 2, 3, 4].map((n) => `Noel ${n},https://img.example/${n}.jpg,${Y}-12-2${n}T09:00`)].join('\n');

/**
 * A second connection that writes in short bursts, as a syncing app does: BEGIN IMMEDIATE, a row,
 * `holdMs` holding the write lock, COMMIT, `gapMs` free; until `stop()`.
 */
function writer(file: string, o: { holdMs: number; gapMs: number }): Promise<{ stop: () => Promise<number> }> {
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const code = `
    const Database = require('better-sqlite3');
    const { workerData, parentPort } = require('node:worker_threads');
    const { file, flag, holdMs, gapMs } = workerData;
    const db = new Database(file, { timeout: 5000 });
    db.exec('CREATE TABLE IF NOT EXISTS other_process (n INTEGER)');
    const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
    let commits = 0;
    while (Atomics.load(flag, 0) === 0) {
      db.exec('BEGIN IMMEDIATE');
      db.prepare('INSERT INTO other_process (n) VALUES (?)').run(commits);
      if (commits === 0) parentPort.postMessage('holding');
      pause(holdMs);
      db.exec('COMMIT');
      commits++;
      if (gapMs > 0) pause(gapMs);
    }
    db.close();
    parentPort.postMessage(commits);
  `;
  const w = new Worker(code, { eval: true, workerData: { file, flag, holdMs: o.holdMs, gapMs: o.gapMs } });
  return new Promise((resolve, reject) => {
    w.once('error', reject);
    w.once('message', () =>
      resolve({
        stop: () =>
          new Promise<number>((done) => {
            w.once('message', (n: number) => void w.terminate().then(() => done(n)));
            Atomics.store(flag, 0, 1);
          }),
      }),
    );
  });
}

function setup(busyTimeoutMs?: number): { lib: Library; file: string; campaignId: string } {
  const file = join(tempDir(), 'library.sqlite');
  const lib = openLibrary(file, busyTimeoutMs === undefined ? {} : { busyTimeoutMs });
  const c = campaigns.create(lib.db, { name: 'Noel' });
  return { lib, file, campaignId: c.id };
}

const draftCount = (lib: Library): number => all<{ n: number }>(lib.db, sql`SELECT count(*) AS n FROM drafts WHERE deleted_at IS NULL`)[0]?.n ?? -1;

describe('campaign import while another process writes to the library', () => {
  it('a write of the campaign rows that fails leaves no drafts behind (drafts and campaign rows are one transaction)', async () => {
    const { lib, campaignId } = setup();
    // What a lock taken between the two writes did in walk 7 (database is locked), made certain: the campaign's rows cannot be written.
    lib.db.exec(`CREATE TRIGGER refuse_items BEFORE INSERT ON campaign_items BEGIN SELECT RAISE(ABORT, 'database is locked'); END`);
    await expect(campaignImport.importIntoCampaign(lib.db, campaignId, { name: 'noel.csv', text: SHEET, defaults })).rejects.toThrow();
    expect({ drafts: draftCount(lib), inCampaign: campaigns.getCampaign(lib.db, campaignId).draftIds.length }).toEqual({ drafts: 0, inCampaign: 0 });
    lib.db.exec('DROP TRIGGER refuse_items');
    const r = await campaignImport.importIntoCampaign(lib.db, campaignId, { name: 'noel.csv', text: SHEET, defaults });
    expect({ drafts: draftCount(lib), inCampaign: campaigns.getCampaign(lib.db, campaignId).draftIds }).toEqual({ drafts: 4, inCampaign: r.ids });
    lib.close();
  });

  it('waits for the lock and imports every row into the campaign, each time: never drafts without their campaign', async () => {
    const { lib, file, campaignId } = setup();
    const other = await writer(file, { holdMs: 15, gapMs: 15 });
    const outcomes: string[] = [];
    try {
      for (let i = 0; i < 12; i++) {
        try {
          const r = await campaignImport.importIntoCampaign(lib.db, campaignId, { name: 'noel.csv', text: SHEET, defaults });
          outcomes.push(`imported ${r.imported}`);
        } catch (err) {
          outcomes.push(`failed ${(err as { code?: string }).code ?? String(err)}`);
        }
        // All or nothing, whatever happened: every draft in the library is one of the campaign's.
        expect(campaigns.getCampaign(lib.db, campaignId).draftIds.length).toBe(draftCount(lib));
      }
    } finally {
      expect(await other.stop()).toBeGreaterThan(0);
      lib.close();
    }
    expect(outcomes).toEqual(Array(12).fill('imported 4'));
  });

  it('when the lock is not let go in time: a typed "busy" error, and nothing was imported', async () => {
    const { lib, file, campaignId } = setup(200);
    const other = await writer(file, { holdMs: 2000, gapMs: 0 });
    let caught: unknown;
    try {
      await campaignImport.importIntoCampaign(lib.db, campaignId, { name: 'noel.csv', text: SHEET, defaults });
    } catch (err) {
      caught = err;
    } finally {
      await other.stop();
    }
    expect(caught).toMatchObject({ name: 'LibraryError', code: 'busy' });
    expect((caught as Error).message).toMatch(/another Postroom is writing to this library; nothing was imported/);
    expect(draftCount(lib)).toBe(0);
    expect(campaigns.getCampaign(lib.db, campaignId).draftIds).toEqual([]);
    // Once the other process is done, the same import goes through whole.
    const r = await campaignImport.importIntoCampaign(lib.db, campaignId, { name: 'noel.csv', text: SHEET, defaults });
    expect(r.imported).toBe(4);
    expect(campaigns.getCampaign(lib.db, campaignId).draftIds).toEqual(r.ids);
    lib.close();
  });
});
