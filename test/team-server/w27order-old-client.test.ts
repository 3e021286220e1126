/**
 * w27order (walk 25): the REAL team server (started once for the file) refuses an approval of a version its `library`
 * does not hold. Each document is its own connection and their order is not guaranteed: an OLDER client's approval of
 * Bảo's own edit could reach the server BEFORE the edit. The library then still held Lan's version, the approval's
 * revision was not "now", it was bounded by its time and the edit was not there at all: the self-approval was stored
 * (w26approval closed only the other order). Written as that client writes (raw Yjs, as w26approval-old-client).
 * Failed on the old server: the first test's approval was stored (reason null) and reached Chi.
 */
import { describe, expect, it } from 'vitest';
import { sleep, waitFor } from './clients';
import { useOldClientTeam } from './old-client';

const { log, row, approval, writeAs, share, approvalIds } = useOldClientTeam('postroom-w27order-old-');

describe('an approval that reaches the team server before the edit it approves', () => {
  it('Bảo (old client) edited p1 and approved his version offline; his approvals connection arrives FIRST: refused, then his edit is stored', async () => {
    expect(await writeAs('bao', 'approvals', (d) => d.getMap('approvals').set('a-bao', approval('a-bao', 'p1', 'Bảo', 'Lan wrote this, Bảo fixed it', '10:31')))).toBe('write_refused');
    expect(log.at(-1)).toMatch(/refused a write of Bảo \(approver\) to "approvals": write_refused: an approval by "Bảo" of a version the team does not hold: the post changed, or its change has not reached the team yet/);
    expect(await writeAs('bao', 'library', share('Bảo', row('p1', 'Lan wrote this, Bảo fixed it'), '10:45'))).toBe(null);
    await sleep(150);
    expect(approvalIds()).toEqual(['a-p1', 'a-p2']);
    // Sent again after his edit (an old client re-sends at every sync): his own version, refused by the author rule.
    expect(await writeAs('bao', 'approvals', (d) => d.getMap('approvals').set('a-bao', approval('a-bao', 'p1', 'Bảo', 'Lan wrote this, Bảo fixed it', '10:31')))).toBe('write_refused');
    expect(log.at(-1)).toMatch(/an approval by "Bảo" of a version they wrote/);
    expect(approvalIds()).toEqual(['a-p1', 'a-p2']);
  });

  it("an approval of an OLDER version (Lan's, after Bảo's edit reached the team) is stale: refused the same way, whoever sends it", async () => {
    expect(await writeAs('bao', 'library', share('Bảo', row('p2', 'Lan wrote that, Bảo changed it'), '11:15'))).toBe(null);
    expect(await writeAs('chi', 'approvals', (d) => d.getMap('approvals').set('a-chi-old', approval('a-chi-old', 'p2', 'Chi', 'Lan wrote that', '11:10')))).toBe('write_refused');
    expect(log.at(-1)).toMatch(/refused a write of Chi \(approver\) to "approvals": write_refused: an approval by "Chi" of a version the team does not hold/);
    expect(approvalIds()).toEqual(['a-p1', 'a-p2']);
  });

  it('an approval of the version the team holds is stored (Chi, of the post as Bảo left it); one of a post the team never held is refused', async () => {
    expect(await writeAs('chi', 'approvals', (d) => d.getMap('approvals').set('a-chi', approval('a-chi', 'p2', 'Chi', 'Lan wrote that, Bảo changed it', '11:20')))).toBe(null);
    await waitFor(() => approvalIds().includes('a-chi'));
    expect(await writeAs('chi', 'approvals', (d) => d.getMap('approvals').set('a-none', approval('a-none', 'p-none', 'Chi', 'never shared', '11:21')))).toBe('write_refused');
    expect(approvalIds()).toEqual(['a-chi', 'a-p1', 'a-p2']);
  });
});
