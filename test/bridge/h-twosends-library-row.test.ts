/**
 * h-twosends (walk 43b, 6): in a team that requires approval, Olivia sent D1 (published at the Hub); then, through a new
 * approval, Sam sent it again as a new post and his call timed out (upstream_timeout: outcome unknown). Every laptop's
 * Library row of D1 said only Sam's later send ("Outcome unknown — sent by Sam") while Olivia's post is live at the Hub:
 * the row hid a live Hub post. Now `drafts.list` carries the draft's sends (the core's one reading, publisher
 * post-sends.ts draftSends, as Compose and `drafts list` read it) whenever the Hub holds more than one post of it
 * (src-shared sendsListed), and the row says each, with who and its state and time, on both laptops.
 * A sandbox Hub and two laptops of one team (team-fixture.ts). Failed before: the rows had no `sentSends`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftSends, postStateText, sendsSaid, sendsText, type PostSend } from '../../src-main/publisher';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { libraryHandlers } from '../../src-main/bridge/handlers/library';
import { draftsListSends } from '../../src-main/bridge/page-sends';
import type { EventHub } from '../../src-main/bridge/events';
import { sendsLine } from '../../src-renderer/src/lib/postState';
import { twoLaptops, type Laptop, type TwoLaptops } from '../publisher/team-fixture';
import { loadWords, tr } from '../renderer/helpers';

let sandbox: SandboxHandle;
let x: TwoLaptops & { draftIds: string[] };
let id = '';
beforeAll(async () => {
  await loadWords();
  sandbox = await startSandbox({ faults: 'none', seed: 4336 });
  sandbox.control.setProcessingMs(0);
  x = await twoLaptops(sandbox, 2);
  x.a.member.name = 'Olivia';
  x.b.member.name = 'Sam';
  id = x.draftIds[0]!;
  const draftOf = () => x.a.lib.drafts.getDraft(x.a.lib.db, id);
  x.team.approve(draftOf());
  x.team.approve(x.a.lib.drafts.getDraft(x.a.lib.db, x.draftIds[1]!));
  expect((await x.a.publisher().publish({ draftIds: x.draftIds }, { wait: true })).jobs.map((j) => j.state)).toEqual(['done', 'done']);
  x.team.share(x.a);
  // The new approval (withdrawn, sent for review again, approved): Sam sends it again as new; the Hub's answer times out.
  x.team.approve(draftOf());
  sandbox.control.setFaults({ upstream_timeout: 1 });
  const sam = await x.b.publisher().publish({ draftIds: [id], again: true }, { wait: true });
  sandbox.control.setFaults('none');
  expect(sam.jobs[0]!.state).toBe('unknown');
  x.team.share(x.b);
}, 60_000);
afterAll(async () => {
  await x?.close();
  await sandbox?.close();
});

/** The Library's `drafts.list` of a laptop, its sends read as the app reads them (page-sends.ts). */
function rowOf(l: Laptop, draftId = id) {
  const port = x.team.port(l.member);
  const services = { library: l.lib, teamPort: () => port, currentWorkspace: () => 'w' } as never;
  const h = libraryHandlers({ library: l.lib, events: { emit() {} } as unknown as EventHub, dataDir: l.dir, ...draftsListSends(services) });
  return h['drafts.list']({}).items.find((d) => d.id === draftId)!;
}

const said = (s: { post: Pick<PostSend['post'], 'by' | 'mine' | 'state'> }): string => `${s.post.by?.name ?? (s.post.mine ? 'you' : '?')} ${s.post.state}`;
const when = (): string => 'T';

describe("a draft sent twice: Olivia's published post and Sam's send again, its outcome unknown", () => {
  it("Sam's Library row says both sends, each with who and its state (was: only his unknown one)", () => {
    const row = rowOf(x.b);
    expect(row.state).toBe('unknown');
    expect(row.sentSends?.map(said)).toEqual(['Olivia published', 'you unknown']);
    expect(sendsLine(row.sentSends, tr('en'), when, { locale: 'en' })).toBe('Published by Olivia · T; Outcome unknown — sent by you · T');
    expect(sendsLine(row.sentSends, tr('vi'), when, { locale: 'vi' })).toMatch(/Olivia.*; .*bạn/);
  });

  it("Olivia's Library row says both, hers live and Sam's unknown (was: only \"Outcome unknown — sent by Sam\")", () => {
    const row = rowOf(x.a);
    expect(row.sentSends?.map(said)).toEqual(['you published', 'Sam unknown']);
    expect(sendsLine(row.sentSends, tr('en'), when, { locale: 'en' })).toBe('Published by you · T; Outcome unknown — sent by Sam · T');
  });

  it('Compose and `drafts list` read the same sends (draftSends): both posts, on both laptops', () => {
    for (const [l, names] of [[x.a, ['you published', 'Sam unknown']], [x.b, ['Olivia published', 'you unknown']]] as const) {
      const port = x.team.port(l.member);
      const sends = draftSends(l.lib.db, id, port);
      expect(sends.map(said)).toEqual(names);
      expect(sendsSaid(sends)).toBe(true);
      expect(sendsText(sends, (p) => postStateText(p))).toMatch(/^sent as 2 posts: by \S+ .*published on all channels .*; by \S+ .*outcome unknown/);
    }
  });

  it("a draft sent once carries no sends: its by-line says it, as before", () => {
    const once = rowOf(x.b, x.draftIds[1]!);
    expect(once.sentBy?.name).toBe('Olivia');
    expect(once.sentSends).toBeUndefined();
    expect(rowOf(x.a, x.draftIds[1]!).sentSends).toBeUndefined();
  });
});
