/**
 * w34photo (walk 34): Lan's photo post was refused by Instagram. Her Outbox card said "this photo fits (200×150, 4:3) …
 * Cropping will not help"; Bảo's "Sent by teammates" card of the SAME send said "Postroom does not know the size of this
 * photo (sent as a link, or sent before sizes were kept) … crop it into that range" — two answers for one send, and
 * Bảo's false (the photo went as a file, its size kept on Lan's laptop). The team's shared outcome now carries the photos
 * as sent (library sent-photos.ts), and both cards read the advice from that one list (src-shared refusals.ts).
 * Lan (editor) and Bảo (owner) on CLI laptops, then opened as the app's core; one REAL team server and one sandbox Hub,
 * started once for the file. Failed before the fix: Bảo's card carried no photos (photoSizes undefined), and his advice
 * on Instagram's aspect refusal said "does not know the size of this photo".
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { JobDto, TeammateSendDto } from '../../src-main/bridge/contract';
import { publishJobs } from '../../src-main/library';
import { adviseRefusal, type SentPhoto } from '../../src-shared/refusals';
import { useOutboxCsvTeam } from '../helpers/outbox-csv-team';
import { call } from './helpers';

const tag = `w34photo-${Date.now().toString(36)}`;
let draft = '';
let sent = '';

const team = useOutboxCsvTeam({ prefix: 'postroom-w34photo-', seed: 3434, baoRole: 'owner' }, async ({ lan, bao, hub }, syncAll) => {
  await bao.ok(['team', 'settings', '--approval-required', 'no']);
  await bao.sync();
  await lan.sync();
  // A 200×150 photo (4:3): inside Instagram's 4:5 to 1.91:1, sent as a file.
  const photo = join(mkdtempSync(join(tmpdir(), 'postroom-w34photo-img-')), 'ao-dai.png');
  await sharp({ create: { width: 200, height: 150, channels: 3, background: '#a36' } }).png().toFile(photo);
  draft = lan.lib((x) => x.drafts.create(x.db, { profile_id: 'prof_caphe', platforms: ['instagram', 'facebook'], photos: [photo], caption: `${tag} áo dài` }).id);
  hub.control.setFaults({ channel_refusal: 1, refusing_channels: ['instagram'], processing_ms: 0 });
  await lan.run(['publish', draft, '--wait', '--json']);
  hub.control.setFaults({ processing_ms: 0 });
  sent = lan.lib((x) => publishJobs.listJobs(x.db, { draftId: draft }))[0]!.id;
  await syncAll();
});

/** Instagram's aspect refusal as the sandbox words it (src-main/sandbox/outcomes.ts): the refusal the walk saw. */
const ASPECT = { channel: 'instagram', success: false, code: '36003', message: 'The aspect ratio is not supported.' };

async function cards(): Promise<{ lan: JobDto; bao: TeammateSendDto }> {
  const [lanCore, baoCore] = team.cores;
  const lan = await call<JobDto>(lanCore!, 'jobs.get', { id: sent });
  const bao = (await call<TeammateSendDto[]>(baoCore!, 'jobs.team', {})).find((c) => c.id === sent);
  if (!bao) throw new Error(`Bảo's laptop has no card of Lan's send ${sent}`);
  return { lan, bao };
}

describe("Bảo's card of Lan's refused photo post says what her own card says", () => {
  it('both cards carry the photo as Lan sent it: 200×150, as a file', async () => {
    const { lan, bao } = await cards();
    expect(lan.photoSizes).toHaveLength(1);
    expect(lan.photoSizes![0]).toMatchObject({ width: 200, height: 150 });
    expect(bao.photoSizes ?? null).toEqual(lan.photoSizes);
    expect(bao.outcomes.find((o) => o.channel === 'instagram')?.success).toBe(false);
  });

  it('the advice on each refused channel is the same on both laptops, in English and Vietnamese', async () => {
    const { lan, bao } = await cards();
    for (const lang of ['en', 'vi'] as const) {
      for (const o of [...lan.outcomes.filter((x) => x.success === false), ASPECT]) {
        const theirs = bao.outcomes.find((x) => x.channel === o.channel) ?? o;
        const a = adviseRefusal(o, lang, { photos: lan.photoSizes as Array<SentPhoto | null>, label: 'Instagram' });
        const b = adviseRefusal(o === ASPECT ? ASPECT : theirs, lang, { photos: bao.photoSizes ?? null, label: 'Instagram' });
        expect({ meaning: b.meaning, todo: b.todo }, `${lang} ${o.channel} ${o.code}`).toEqual({ meaning: a.meaning, todo: a.todo });
      }
    }
  });

  it("the aspect refusal reads, on Bảo's laptop, that the photo fits: never \"does not know the size\"", async () => {
    const { bao } = await cards();
    const en = adviseRefusal(ASPECT, 'en', { photos: bao.photoSizes ?? null, label: 'Instagram' });
    expect(en.meaning).toContain('this photo fits (200×150, 4:3)');
    expect(en.todo).toContain('Cropping will not help');
    expect(en.meaning).not.toContain('does not know the size');
    const vi = adviseRefusal(ASPECT, 'vi', { photos: bao.photoSizes ?? null, label: 'Instagram' });
    expect(vi.meaning).toContain('ảnh này nằm trong khoảng đó (200×150, 4:3)');
  });
});
