/**
 * w31retry (s27's w30retry left-out): `postroom drafts list` described a retried post as a whole ("published") where its
 * Outbox card says the send's own outcome, then the retry and how it went. Now the draft's sends (publisher post-sends.ts,
 * the reading Compose's state line shows) carry each send's retry (retried-as.ts), and `drafts list` says it per send, in
 * `postroom status`'s words, on both laptops. Lan (editor) and Bảo (owner) on CLI laptops; one REAL team server and one
 * sandbox Hub (`refusing_channels`: Threads refuses), started once for the file. Seen failing on the old code (no line).
 */
import { describe, expect, it } from 'vitest';
import { publishJobs } from '../../src-main/library';
import { useOutboxCsvTeam } from '../helpers/outbox-csv-team';

const tag = `w31retry-${Date.now().toString(36)}`;
let draft = '';
let first = '';
let retry = '';

const team = useOutboxCsvTeam({ prefix: 'postroom-w31retry-', seed: 3127, baoRole: 'owner' }, async ({ lan, bao, hub }, syncAll) => {
  await bao.ok(['team', 'settings', '--approval-required', 'no']);
  await bao.sync();
  await lan.sync();
  draft = lan.lib((x) => x.drafts.create(x.db, { profile_id: 'prof_caphe', platforms: ['instagram', 'threads'], photos: ['https://cdn.example.com/w31retry.jpg'], caption: `${tag} cà phê muối` }).id);
  hub.control.setFaults({ channel_refusal: 1, refusing_channels: ['threads'], processing_ms: 0 });
  await lan.run(['publish', draft, '--wait', '--json']);
  hub.control.setFaults({ processing_ms: 0 });
  first = lan.lib((x) => publishJobs.listJobs(x.db, { draftId: draft }))[0]!.id;
  await syncAll();
  await lan.ok(['retry', first, '--wait']);
  retry = lan.lib((x) => publishJobs.listJobs(x.db, { draftId: draft })).find((j) => j.parentJobId === first)!.id;
  await syncAll();
});

const said = () => `partly published (1 of 2; refused: threads); its refused channels (threads) were retried as a new post (job ${retry}): published`;
/** The draft's line and the lines under it (up to the next draft's). */
const linesOf = (out: string): string => {
  const lines = out.split('\n');
  const at = lines.findIndex((x) => x.startsWith(draft));
  return [lines[at] ?? '', ...lines.slice(at + 1).filter((_, i, rest) => rest.slice(0, i + 1).every((x) => x.startsWith('    ')))].join('\n');
};

describe('`postroom drafts list` of a post whose refused Threads was retried, on both laptops', () => {
  it("Lan's: the send's own outcome, then the retry and how it went, in her Outbox", async () => {
    const out = await team.lan.run(['drafts', 'list']);
    const text = linesOf(out.stdout);
    expect(text).toMatch(new RegExp(`\\n    sent as 1 post: by you [0-9-]+ [0-9:]+ UTC, ${said().replace(/[()]/g, '\\$&')}, in this computer's Outbox`));
    const json = JSON.parse((await team.lan.run(['drafts', 'list', '--json'])).stdout.split('\n').find((x) => x.includes(draft))!) as { sends?: Array<{ retried?: { sent: { state: string }; retriedAs: { jobId: string; state: string; channels: string[] } } }> };
    expect(json.sends?.[0]?.retried).toMatchObject({ sent: { state: 'partial' }, retriedAs: { jobId: retry, state: 'published', channels: ['threads'] } });
  });

  it("Bảo's says the same of Lan's send, from her computer", async () => {
    const out = await team.bao.run(['drafts', 'list']);
    const text = linesOf(out.stdout);
    expect(text).toMatch(new RegExp(`\\n    sent as 1 post: by Lan [0-9-]+ [0-9:]+ UTC, ${said().replace(/[()]/g, '\\$&')}, from Lan's computer`));
  });
});
