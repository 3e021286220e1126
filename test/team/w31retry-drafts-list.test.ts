/**
 * w31retry (s27's w30retry left-out): `postroom drafts list` described a retried post as a whole ("published") where its
 * Outbox card says the send's own outcome, then the retry and how it went. Now the draft's sends (publisher post-sends.ts,
 * the reading Compose's state line shows) carry each send's retry (retried-as.ts), and `drafts list` says it per send, in
 * `postroom status`'s words, on both laptops. Lan (editor) and Bảo (owner) on CLI laptops; one REAL team server and one
 * sandbox Hub (`refusing_channels`: Threads refuses), started once for the file. Seen failing on the old code (no line).
 *
 * walk 35 (3): a send every channel refused, then retried, is dated by its first call on both laptops (the Hub made the
 * post then): Bảo's `drafts list` said the retry's minute (23:14) where the Hub and Lan said 23:13. Failed before: both
 * laptops' send carried the retry's time (the chain's state is decided by the retry alone).
 */
import { describe, expect, it } from 'vitest';
import { publishJobs } from '../../src-main/library';
import { useOutboxCsvTeam } from '../helpers/outbox-csv-team';

const tag = `w31retry-${Date.now().toString(36)}`;
let draft = '';
let first = '';
let retry = '';
/** walk 35 (3): a post refused by every channel, then retried: its first job's and its retry's sent times (ms). */
const everyRefused = { draft: '', createdAt: 0, firstAt: 0, retryAt: 0 };

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

  everyRefused.draft = lan.lib((x) => x.drafts.create(x.db, { profile_id: 'prof_caphe', platforms: ['instagram', 'threads'], photos: ['https://cdn.example.com/w35time.jpg'], caption: `${tag} trà sen` }).id);
  hub.control.setFaults({ channel_refusal: 1, refusing_channels: ['instagram', 'threads'], processing_ms: 0 });
  await lan.run(['publish', everyRefused.draft, '--wait', '--json']);
  hub.control.setFaults({ processing_ms: 0 });
  const refused = lan.lib((x) => publishJobs.listJobs(x.db, { draftId: everyRefused.draft }))[0]!;
  await syncAll();
  await new Promise((r) => setTimeout(r, 1_000)); // the retry goes a second after the send it retries
  await lan.ok(['retry', refused.id, '--wait']);
  const again = lan.lib((x) => publishJobs.listJobs(x.db, { draftId: everyRefused.draft })).find((j) => j.parentJobId === refused.id)!;
  everyRefused.createdAt = refused.createdAt;
  everyRefused.firstAt = refused.sentAt ?? refused.createdAt;
  everyRefused.retryAt = again.sentAt ?? again.createdAt;
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

describe('walk 35 (3): a send every channel refused, then retried, is dated by its first call on both laptops', () => {
  type Line = { sends?: Array<{ post: { state: string; by?: { name: string; at: number }; mine?: { at: number } }; retried?: { retriedAs: { state: string } } }> };
  const sendOf = async (laptop: typeof team.lan): Promise<NonNullable<Line['sends']>[number]> => {
    const line = JSON.parse((await laptop.run(['drafts', 'list', '--json'])).stdout.split('\n').find((x) => x.includes(everyRefused.draft))!) as Line;
    expect(line.sends).toHaveLength(1);
    return line.sends![0]!;
  };

  it("Lan's and Bảo's say the time of Lan's send, not of its retry", async () => {
    expect(everyRefused.retryAt).toBeGreaterThan(everyRefused.firstAt + 900);
    const lan = await sendOf(team.lan);
    expect(lan.retried?.retriedAs.state).toBe('published');
    expect(lan.post.mine?.at).toBe(everyRefused.firstAt);
    const bao = await sendOf(team.bao);
    // walk 36b (1): a teammate's send is dated when Lan's laptop called the Hub with it (shared `sent_at`), as Lan's own
    // card dates it — not when her job was made (a send made while the Hub was down reached it later).
    expect(bao.post.by?.name).toBe('Lan');
    expect(bao.post.by?.at).toBe(everyRefused.firstAt);
    // In words, the minute Lan's send went (UTC), on both laptops.
    const minute = new Date(everyRefused.firstAt).toISOString().slice(0, 16).replace('T', ' ');
    expect((await team.bao.run(['drafts', 'list'])).stdout).toContain(`sent as 1 post: by Lan ${minute} UTC, refused by every channel`);
  });
});
