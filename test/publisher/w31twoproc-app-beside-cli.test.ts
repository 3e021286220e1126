/**
 * w31twoproc (walk 29): Lan's app (web host) ran on her data dir while `campaign send` ran from the CLI on the same
 * dir. The CLI printed "held back: already sent under its approval (this computer holds the job)" for posts 5 and 6,
 * "batch 01a222a2: 8 posts" for a 6-post batch, and exited 1; `campaign status` and the Send tab counted 8. Her
 * library's rows: publish_batch_items 4 and 5 'skipped' with that problem AND a job_id — the CLI's own jobs (origin
 * cli, batch_id the batch), which went out once each and were published.
 *
 * How: the app's background loop (Publisher.start → resume) takes every OPEN batch of the workspace that THIS process
 * is not running — so the CLI's batch too, its posts 5–6 still pending (the CLI journals its first chunk, 4 posts,
 * first). The app built their jobs under the same approval keys; meanwhile the CLI journaled them. The app's prepare
 * then found the keys in the journal ("this computer holds the job") and skipped the items — skipItem overwrote the
 * CLI's 'journaled' claim. Every reading of the batch then counted the post twice: as its job and as held back.
 *
 * Here: one library file opened twice (the CLI's connection and the app's), each a Publisher with the same member's
 * team port, on the real sandbox Hub. The order is made certain, not timed: the CLI's fitting waits until the app has
 * read the pending posts, the app's until the CLI has journaled them (its first call to the Hub comes after that).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CampaignSender, heldInBatches } from '../../src-main/campaigns';
import { openLibrary, type Library } from '../../src-main/library';
import type { CliContext } from '../../src-main/cli/command';
import { sendProgress } from '../../src-main/cli/commands/publish-progress';
import { batchItems, hubPort, libraryDrafts, mediaPort, Publisher, PublisherEmitter, type HubPort, type MediaPort } from '../../src-main/publisher';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { FAST } from './fixture';
import { twoLaptops, type TwoLaptops } from './team-fixture';

let sandbox: SandboxHandle;
let t: (TwoLaptops & { draftIds: string[] }) | undefined;
let app: Library | undefined;

beforeAll(async () => {
  sandbox = await startSandbox({ faults: 'none', seed: 29 });
  sandbox.control.setProcessingMs(0);
});
afterAll(async () => {
  await sandbox.close();
});
afterEach(async () => {
  app?.close();
  app = undefined;
  await t?.close();
  t = undefined;
});

/** A promise and its resolve. */
function signal(): { promise: Promise<void>; fire: () => void } {
  let fire = (): void => undefined;
  const promise = new Promise<void>((r) => {
    fire = r;
  });
  return { promise, fire };
}

/** A media port whose fitting first waits for `before`, and says it was asked (`asked`). */
const gated = (inner: MediaPort, before: Promise<void>, asked?: () => void): MediaPort => ({
  ...inner,
  async fit(...a) {
    asked?.();
    await before;
    return inner.fit(...a);
  },
});

/** A Publisher of member An over `lib` (one process's connection to the shared data dir). */
function publisherOn(x: TwoLaptops, lib: Library, media: MediaPort, hub: HubPort, events?: PublisherEmitter): Publisher {
  const ws = lib.workspaces.getCurrent(lib.db).id;
  return new Publisher({ db: lib.db, hub, media, drafts: libraryDrafts(lib, ws), workspaceId: ws, team: x.team.port(x.a.member), ...(events ? { events } : {}), options: { ...FAST, concurrency: 6 } });
}

describe('the app resumes an open batch the CLI is sending, on one data dir', () => {
  it('counts each post once, as sent: no post of the batch is held back, and the Hub has each once', async () => {
    t = await twoLaptops(sandbox, 6);
    for (const id of t.draftIds) t.team.approve(t.a.lib.drafts.getDraft(t.a.lib.db, id));
    app = openLibrary(t.a.lib.file);
    const appRead = signal();
    const cliJournaled = signal();
    // The CLI's first call to the Hub comes after its chunk is journaled and durable (prepare.ts).
    const hub = hubPort(t.a.client);
    const cliHub: HubPort = {
      ...hub,
      publish: (...a) => {
        cliJournaled.fire();
        return hub.publish(...a);
      },
    };
    const cli = publisherOn(t, t.a.lib, gated(mediaPort(), appRead.promise), cliHub);
    const appPublisher = publisherOn(t, app, gated(mediaPort(), cliJournaled.promise, appRead.fire), hub);

    const sending = cli.publish({ draftIds: t.draftIds }, { wait: true }); // records the batch at once, then prepares
    const resumed = appPublisher.resume({ wait: true });
    const [r, ra] = await Promise.all([sending, resumed]);
    const batchId = r.batchIds[0]!;

    // The batch's rows: six posts, each journaled with its one job; none skipped.
    const items = batchItems(t.a.lib.db, batchId);
    expect(items.map((it) => it.state)).toEqual(Array(6).fill('journaled'));
    expect(items.every((it) => it.problems === null)).toBe(true);
    // Every reading of the batch: six posts, six sent, none held back (the CLI's held list, which sets its exit code).
    const p = cli.batchProgress(batchId);
    expect({ total: p.total, skipped: p.skipped, done: p.byState.done }).toEqual({ total: 6, skipped: 0, done: 6 });
    expect(heldInBatches(t.a.lib.db, [batchId])).toEqual([]);
    // Neither process says a post of it was held back: the app's run did not send them, and says nothing of them.
    expect(r.skipped).toEqual([]);
    expect(ra.skipped).toEqual([]);
    expect(t.posts()).toHaveLength(6);
  });

  it("the other way round (the app journals first): the CLI's campaign send counts the app's posts as sent, once, and would exit 0", async () => {
    t = await twoLaptops(sandbox, 6);
    const lib = t.a.lib;
    for (const id of t.draftIds) t.team.approve(lib.drafts.getDraft(lib.db, id));
    const c = lib.campaigns.create(lib.db, { name: 'Thử chaos' });
    lib.campaigns.addDrafts(lib.db, c.id, t.draftIds);
    app = openLibrary(lib.file);
    const cliRead = signal();
    const appJournaled = signal();
    const hub = hubPort(t.a.client);
    const appHub: HubPort = {
      ...hub,
      publish: (...a) => {
        appJournaled.fire();
        return hub.publish(...a);
      },
    };
    const emitter = new PublisherEmitter();
    const cli = publisherOn(t, lib, gated(mediaPort(), appJournaled.promise, cliRead.fire), hub, emitter);
    const appPublisher = publisherOn(t, app, mediaPort(), appHub);
    const port = t.team.port(t.a.member);
    // The CLI's batch lines (campaign.ts: sendProgress over this publisher's events, the batch's jobs read from the journal).
    const said: string[] = [];
    sendProgress({ json: false, info: (l: string) => said.push(l) } as unknown as CliContext, emitter, port, (batchId) => cli.jobs({ batchId }));
    // `campaign send` as the CLI runs it (cli/commands/campaign.ts): send, idle, status.
    const sender = new CampaignSender({ library: lib, publisher: async () => cli, team: () => port });
    await sender.send(c.id);
    await cliRead.promise; // the CLI's batch is recorded and its posts read: the app's background round takes the batch
    const resumed = appPublisher.resume({ wait: true });
    await sender.idle(c.id);
    const ra = await resumed;
    expect(ra.jobs).toHaveLength(6); // the app sent them: this computer, through its other process

    const s = await sender.status(c.id);
    const [b] = s.batches;
    expect({ sendState: s.sendState, handed: s.handed, skipped: s.skipped, unsent: s.unsent, batches: s.batches.length }).toEqual({ sendState: 'done', handed: 6, skipped: 0, unsent: 0, batches: 1 });
    expect({ total: b!.total, skipped: b!.skipped, done: b!.byState.done }).toEqual({ total: 6, skipped: 0, done: 6 });
    // What sets the CLI's exit code: nothing of its own batches held back.
    expect(heldInBatches(lib.db, [b!.id])).toEqual([]);
    // Its batch line: six posts, all sent by this computer (the app's jobs; some may still be on their way when the
    // CLI's run ends): never "not prepared yet" nor held back.
    await expect.poll(() => said.length).toBeGreaterThan(0);
    const line = said.at(-1)!;
    // A call still under way when the CLI said its last line is "being sent (no answer yet)" (ci31c): the two add up to 6.
    const m = new RegExp(`^batch ${b!.id.slice(-8)}: 6 posts: (\\d) sent to the Hub(?: \\([^)]*\\))?(?:, (\\d) being sent \\(no answer yet\\))?$`).exec(line);
    expect(m, line).not.toBeNull();
    expect(Number(m![1]) + Number(m![2] ?? 0), line).toBe(6);
    expect(line).not.toMatch(/not prepared yet|held back|waiting to reach/);
    expect(t.posts()).toHaveLength(6);
  });
});
