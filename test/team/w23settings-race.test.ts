/**
 * w23settings (walk 21, 1): the owner, the team's only approver, turns "authors may approve" on and approves her own
 * edit of Lan's post before any sync, on a REAL team server (started once for the file). ONE `team sync` takes both:
 * the setting reaches the server before the approval that depends on it (session.ts `after`: the approvals wait for
 * the settings this laptop has not shared yet), so the approval is accepted — not refused in words that blamed
 * "another member's name", and the approvals document is not set aside.
 * Failed on the old code: the first sync exited 1 (write_refused) and only a second sync took the approval.
 */
import { describe, expect, it } from 'vitest';
import { reviewOf } from '../../src-main/team';
import { readSetAside } from '../../src-main/team/set-aside';
import { editedByApprover, useLanAndOwner } from './helpers';

describe('an owner turns authors-may-approve on and approves at once, offline', () => {
  const team = useLanAndOwner({ prefix: 'postroom-w23settings-race-' });

  it('one team sync takes both: the setting first, then the approval', async () => {
    const [lan, bao] = [team.lan(), team.bao()];
    const id = await editedByApprover(lan, bao);
    await bao.ok(['team', 'settings', '--authors-may-approve', 'yes']);
    await bao.ok(['review', 'approve', id]); // no sync between: both go out in the next one
    const s = await bao.run(['team', 'sync', '--json']);
    expect(s.code, `${s.stderr}${s.stdout}`).toBe(0);
    expect(s.stderr).not.toContain('refused');
    // Never refused, so the approvals are not set aside (a refused write switches its document to that mode for good).
    expect(bao.lib((x) => readSetAside(x.db, x.workspaces.getCurrent(x.db).id, 'approvals'))).toBeNull();
    await lan.sync();
    expect(lan.lib((x) => reviewOf(x.db, id).state)).toBe('approved');
    expect(lan.lib((x) => reviewOf(x.db, id).last?.by)).toBe('Bảo');
  });

});
