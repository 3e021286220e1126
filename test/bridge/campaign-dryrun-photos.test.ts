/**
 * The campaign dry run lists the photo rules Compose lists (fix-compose): a 6000×400 photo is
 * wider than Instagram takes, and the dry run's Instagram row says so, as Compose's checks do.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { httpClientsClosedAfterEach, ok } from './transports';
import { nextYear } from '../helpers/ahead';

/** w23dups: its sheet's date in the year after today's (they were 2027), never past on this real clock. */
const Y = nextYear();

const { client } = httpClientsClosedAfterEach();

describe('campaign dry run: photo rules', () => {
  it('warns on the Instagram row for a photo wider than Instagram takes, as Compose does', async () => {
    const c = await client();
    ok(await c.invoke('profiles.refresh', {}));
    const camp = ok(await c.invoke('campaigns.create', { name: 'Wide photo' }));
    const wide = await sharp({ create: { width: 6000, height: 400, channels: 3, background: { r: 90, g: 140, b: 200 } } }).jpeg({ quality: 80 }).toBuffer();
    const file = join(mkdtempSync(join(tmpdir(), 'postroom-wide-')), 'lake.jpg');
    writeFileSync(file, wide);
    const csv = `profile_id,platforms,caption,photos,scheduled_at,timezone\nprof_lumen,instagram,A very wide view of the lake,${file},${Y}-03-22T09:00,Europe/Berlin\n`;
    const imp = ok(await c.invoke('campaigns.import', { id: camp.id, name: 'wide.csv', text: csv }));
    expect(imp.imported, JSON.stringify(imp.problems)).toBe(1);
    const draftId = imp.ids[0] as string;
    const compose = ok(await c.invoke('drafts.preflight', { id: draftId }));
    expect(compose.map((p) => `${p.code}:${p.channel ?? ''}`)).toContain('photo_aspect:instagram');
    const dry = ok(await c.invoke('campaigns.dryRun', { id: camp.id }));
    const row = dry.rows.find((r) => r.draftId === draftId && r.channel === 'instagram');
    expect(row?.problems.map((p) => p.code)).toContain('photo_aspect');
  }, 60_000);
});
