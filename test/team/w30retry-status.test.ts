/**
 * w30retry (walk 26, 3): Lan's post went to Instagram and Threads; Threads refused; she retried it (`postroom retry`) and
 * the retry published. `postroom status` on both laptops says the send's own outcome, then its retry and how it went —
 * the one reading the app's cards say (publisher retried-as.ts) — and the retry's line counts its own channel. Before,
 * Lan's line said "partly published" alone and Bảo's "published on all channels (2 of 2)" of both. Lan (editor) and Bảo
 * (owner) on CLI laptops; one REAL team server and one sandbox Hub, started once for the file.
 */
import { describe, expect, it } from 'vitest';
import { publishJobs } from '../../src-main/library';
import { useOutboxCsvTeam } from '../helpers/outbox-csv-team';

const tag = `w30retry-${Date.now().toString(36)}`;
let draft = '';
let first = '';
let retry = '';

const team = useOutboxCsvTeam({ prefix: 'postroom-w30retry-', seed: 3026, baoRole: 'owner' }, async ({ lan, bao, hub }, syncAll) => {
  await bao.ok(['team', 'settings', '--approval-required', 'no']);
  await bao.sync();
  await lan.sync();
  draft = lan.lib((x) => x.drafts.create(x.db, { profile_id: 'prof_caphe', platforms: ['instagram', 'threads'], photos: ['https://cdn.example.com/w30retry.jpg'], caption: `${tag} cà phê muối` }).id);
  hub.control.setFaults({ channel_refusal: 1, refusing_channels: ['threads'], processing_ms: 0 });
  await lan.run(['publish', draft, '--wait', '--json']);
  hub.control.setFaults({ processing_ms: 0 });
  first = lan.lib((x) => publishJobs.listJobs(x.db, { draftId: draft }))[0]!.id;
  await syncAll();
  await lan.ok(['retry', first, '--wait']);
  retry = lan.lib((x) => publishJobs.listJobs(x.db, { draftId: draft })).find((j) => j.parentJobId === first)!.id;
  await syncAll();
});

const said = `partly published (1 of 2; refused: threads); its refused channels (threads) were retried as a new post (job ${'RETRY'}): published`;

describe('`postroom status` of a send whose refused Threads was retried, on both laptops', () => {
  it("Lan's line: the send's own outcome, then the retry and how it went", async () => {
    const out = await team.lan.run(['status']);
    const line = out.stdout.split('\n').find((x) => x.startsWith(first)) ?? '';
    expect(line).toContain(said.replace('RETRY', retry));
    expect(out.stdout.split('\n').find((x) => x.startsWith(retry)) ?? '').toContain('published on all channels (1 of 1)');
  });

  it("Bảo's lines say the same, and the retry's counts its own channel", async () => {
    const out = await team.bao.run(['status']);
    const line = out.stdout.split('\n').find((x) => x.startsWith(first)) ?? '';
    expect(line).toContain(said.replace('RETRY', retry));
    expect(line).not.toMatch(/can retry/);
    expect(out.stdout.split('\n').find((x) => x.startsWith(retry)) ?? '').toContain('published on all channels (1 of 1)');
  });
});
