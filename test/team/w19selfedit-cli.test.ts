/**
 * w19selfedit (walk 17, finding 7): an approver may not approve his own edit of a teammate's post, through the CLI on
 * laptops of one REAL team server (started once for the file): Lan (editor) writes a post, Bảo (approver) approves it,
 * then changes its caption (back to review); `postroom review approve` on Bảo's laptop is refused, naming Chi, who may
 * approve it; his queue does not hold it as waiting for him; Chi approves it. In a team where Bảo is the only approver,
 * the refusal says plainly that nobody else may and how to go on (the team's setting).
 * Failed on the old code: Bảo's approval of his own edit was taken (exit 0, approved).
 */
import { describe, expect, it } from 'vitest';
import { reviewOf } from '../../src-main/team';
import { editedByApprover, useLanAndOwner, useLanBaoChi, type CliLaptop } from './helpers';

const trio = useLanBaoChi({ prefix: 'postroom-w19selfedit-cli-' });
const { syncAll } = trio;
const stateOn = (l: CliLaptop, id: string): string => l.lib((x) => reviewOf(x.db, id).state);

describe("an approver's own edit of a teammate's post is approved by someone else", () => {
  it("Bảo edits Lan's approved post: his approval is refused, naming Chi; Chi approves it", async () => {
    const [LAN, BAO, CHI] = [trio.lan(), trio.bao(), trio.chi()];
    const id = LAN.lib((x) => x.drafts.create(x.db, { caption: 'Lan wrote this', platforms: ['instagram'] }).id);
    await syncAll();
    await LAN.ok(['review', 'submit', id]);
    await syncAll();
    await BAO.ok(['review', 'approve', id]);
    await syncAll();
    expect(stateOn(LAN, id)).toBe('approved');
    // Bảo changes what goes out: back to review, as any edit is.
    BAO.lib((x) => x.drafts.update(x.db, id, { caption: 'Lan wrote this, Bảo fixed it' }));
    await syncAll();
    expect(stateOn(BAO, id)).toBe('in_review');

    const own = await BAO.run(['review', 'approve', id]);
    expect(own.code, own.stdout).toBe(1);
    expect(own.stderr).toMatch(/you changed what goes out in this version.*this team does not let authors approve their own posts: Chi may approve it/);
    expect(stateOn(BAO, id)).toBe('in_review');
    // Bảo's queue does not hold it as waiting for him.
    const q = await BAO.ok(['review', 'list']);
    const row = q.lines().find((l) => (l as { review?: { draftId: string } }).review?.draftId === id) as { review?: { box: string } } | undefined;
    expect(row?.review?.box).not.toBe('waiting_for_me');

    await CHI.ok(['review', 'approve', id]);
    await syncAll();
    expect(stateOn(LAN, id)).toBe('approved');
  });
});

describe('a team whose only approver (its owner) edited the post', () => {
  const team = useLanAndOwner({ prefix: 'postroom-w19selfedit-cli-one-' });

  it('says nobody else may approve it, and how to go on (the setting)', async () => {
    const [lan, bao] = [team.lan(), team.bao()];
    const id = await editedByApprover(lan, bao);
    const own = await bao.run(['review', 'approve', id]);
    expect(own.code, own.stdout).toBe(1);
    expect(own.stderr).toMatch(/nobody else in this team may approve it: an owner may let authors approve their own posts \(postroom team settings --authors-may-approve yes\)/);
    // The owner takes the way out the words name; Lan's queue then says who approved it, and that he had edited it.
    await bao.ok(['team', 'settings', '--authors-may-approve', 'yes']);
    await bao.sync(); // the setting reaches the team server before the approval it allows
    await bao.ok(['review', 'approve', id]);
    await bao.sync();
    await lan.sync();
    const mine = await lan.run(['review', 'list']);
    expect(mine.stdout).toContain('approved by Bảo, who edited it');
  });
});
