/**
 * w26approval (walk 24, 1): the REAL team server (started once for the file) refuses the self-approval an OLDER client
 * sends. Bảo (approver) edits Lan's approved post and approves it before any sync; the old client stamps his edit's
 * History line at the SYNC, after his approval's time, so the server read his edit as "after" the approval and let him
 * approve his own version. Written here as that client writes it: raw Yjs writes of the draft (schema draftToDoc), its
 * History line, then the approval of the revision he wrote. An approval of an OLDER version (Bảo approved Lan's, then
 * edited it) was stored then; since w27order it is refused (a version the team does not hold: stale anyway).
 * Failed on the old server: the forged approval of his own version was stored and reached Chi.
 */
import { describe, expect, it } from 'vitest';
import { sleep, waitFor } from './clients';
import { useOldClientTeam } from './old-client';

const { log, row, approval, writeAs, share, approvalIds } = useOldClientTeam('postroom-w26approval-');

describe("an older client's approval of the version its member wrote, sent with the edit at one sync", () => {
  it('Bảo edited at 10:30 and approved at 10:31 offline; his sync at 10:45 stamps the edit then: write_refused, Chi never sees it', async () => {
    expect(await writeAs('bao', 'library', share('Bảo', row('p1', 'Lan wrote this, Bảo fixed it'), '10:45'))).toBe(null);
    expect(await writeAs('bao', 'approvals', (d) => d.getMap('approvals').set('a-bao', approval('a-bao', 'p1', 'Bảo', 'Lan wrote this, Bảo fixed it', '10:31')))).toBe('write_refused');
    await sleep(150);
    expect(approvalIds()).toEqual(['a-p1', 'a-p2']);
    expect(log.at(-1)).toMatch(/refused a write of Bảo \(approver\) to "approvals": write_refused: an approval by "Bảo" of a version they wrote/);
  });

  // w27order (walk 25): an approval of a version the team does not hold is refused for every client (it is stale: it
  // would not let the post go out). Before, this approval of HER version was stored.
  it("Bảo approved Lan's version at 11:00, then edited it (synced at 11:15): his approval of her older version is refused (not held)", async () => {
    expect(await writeAs('bao', 'library', share('Bảo', row('p2', 'Lan wrote that, Bảo changed it after'), '11:15'))).toBe(null);
    expect(await writeAs('bao', 'approvals', (d) => d.getMap('approvals').set('a-bao-p2', approval('a-bao-p2', 'p2', 'Bảo', 'Lan wrote that', '11:00')))).toBe('write_refused');
    expect(log.at(-1)).toMatch(/a version the team does not hold/);
    expect(approvalIds()).not.toContain('a-bao-p2');
  });

  it('Chi approves the version Bảo wrote: stored', async () => {
    expect(await writeAs('chi', 'approvals', (d) => d.getMap('approvals').set('a-chi', approval('a-chi', 'p1', 'Chi', 'Lan wrote this, Bảo fixed it', '11:05')))).toBe(null);
    await waitFor(() => approvalIds().includes('a-chi'));
  });
});
