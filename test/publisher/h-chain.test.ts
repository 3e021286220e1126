/**
 * h-chain: a teammate's retry chain followed to its LATEST retry, as the sender's own is (publisher retry-chain.ts, the
 * one walker). Lan's post went to Instagram and Threads; Threads refused; she retried it and Threads refused again; she
 * retried THAT retry and Threads published. Bảo's laptop read only the first retry of her send (team-chains.ts
 * retriedBy): his card of her send and his `postroom status` said "its refused channels were retried as a new post (job
 * r1): refused by every channel" where Lan's said "(job r2): published". Failed on the old code (r1, channels_refused).
 * Lan (editor) and Bảo (owner) on CLI laptops, then opened as the app's core; one REAL team server and one sandbox Hub
 * (`refusing_channels`: Threads refuses), started once for the file.
 */
import { describe, expect, it } from 'vitest';
import type { TeammateSendDto } from '../../src-main/bridge/contract';
import { publishJobs } from '../../src-main/library';
import { useOutboxCsvTeam } from '../helpers/outbox-csv-team';
import { call } from '../team/helpers';

const tag = `h-chain-${Date.now().toString(36)}`;
let draft = '';
let first = '';
let r1 = '';
let r2 = '';

const team = useOutboxCsvTeam({ prefix: 'postroom-h-chain-', seed: 3031, baoRole: 'owner' }, async ({ lan, bao, hub }, syncAll) => {
  await bao.ok(['team', 'settings', '--approval-required', 'no']);
  await bao.sync();
  await lan.sync();
  draft = lan.lib((x) => x.drafts.create(x.db, { profile_id: 'prof_caphe', platforms: ['instagram', 'threads'], photos: ['https://cdn.example.com/h-chain.jpg'], caption: `${tag} bánh xèo` }).id);
  hub.control.setFaults({ channel_refusal: 1, refusing_channels: ['threads'], processing_ms: 0 });
  await lan.run(['publish', draft, '--wait', '--json']);
  const jobs = () => lan.lib((x) => publishJobs.listJobs(x.db, { draftId: draft }));
  first = jobs()[0]!.id;
  await syncAll();
  // The first retry: Threads refused again.
  await lan.run(['retry', first, '--wait']);
  r1 = jobs().find((j) => j.parentJobId === first)!.id;
  await syncAll();
  // The retry of that retry: Threads published.
  hub.control.setFaults({ processing_ms: 0 });
  await lan.ok(['retry', r1, '--wait']);
  r2 = jobs().find((j) => j.parentJobId === r1)!.id;
  await syncAll();
});

const said = () => `partly published (1 of 2; refused: threads); its refused channels (threads) were retried as a new post (job ${r2}): published`;
const lineOf = (out: string, id: string): string => out.split('\n').find((x) => x.startsWith(id)) ?? '';

describe("a teammate's channel retried twice, the second retry published", () => {
  it("Lan's own chain, as before: the send's line names the latest retry, published", async () => {
    const jobs = team.lan.lib((x) => publishJobs.listJobs(x.db, { draftId: draft }));
    expect(jobs.find((j) => j.id === r1)?.outcomes?.find((o) => o.channel === 'threads')?.success).toBe(false);
    expect(jobs.find((j) => j.id === r2)?.outcomes?.find((o) => o.channel === 'threads')?.success).toBe(true);
    expect(lineOf((await team.lan.run(['status'])).stdout, first)).toContain(said());
  });

  it("Bảo's `postroom status` follows her chain to its latest retry: published, not the first retry's refusal", async () => {
    const out = (await team.bao.run(['status'])).stdout;
    expect(lineOf(out, first)).toContain(said());
    expect(lineOf(out, first)).not.toMatch(/can retry/);
    // The first retry's line: its own refusal, then its retry (the second) and how it went.
    expect(lineOf(out, r1)).toContain(`its refused channels (threads) were retried as a new post (job ${r2}): published`);
  });

  it("Bảo's cards of her send and of her first retry name the second retry, published", async () => {
    const bao = team.cores[1]!;
    const cards = (await call<TeammateSendDto[]>(bao, 'jobs.team', {})).filter((c) => c.draftId === draft);
    expect(cards.map((c) => c.id).sort()).toEqual([first, r1, r2].sort());
    expect(cards.find((c) => c.id === first)!.retriedAs).toEqual({ jobId: r2, state: 'published', channels: ['threads'] });
    expect(cards.find((c) => c.id === r1)!.retriedAs).toEqual({ jobId: r2, state: 'published', channels: ['threads'] });
    expect(cards.find((c) => c.id === r2)!.retriedAs ?? null).toBeNull();
  });

  it("Bảo's `drafts list` says the same of her send, from her computer", async () => {
    const out = (await team.bao.run(['drafts', 'list'])).stdout;
    expect(out).toContain(`${said()}, from Lan's computer`);
  });
});
