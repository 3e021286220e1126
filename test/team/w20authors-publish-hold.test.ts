/**
 * w20authors: the publish hold names only members who may approve the version, through the CLI on laptops of one REAL
 * team server (started once per team): Lan (editor) writes a post, Bảo (approver) approves it, then changes its caption
 * (back to review). Lan's `postroom publish` says it waits for approval by Chi, never "Bảo or Chi" (Bảo wrote this
 * version, and the team does not let authors approve their own posts). In a team whose only approver (its owner) edited
 * the post, the hold says outright that nobody in the team may approve it, with the setting that lets authors approve.
 * Failed on the old code: "waiting for approval by Bảo or Chi", and "waiting for approval by Bảo" in the second team.
 */
import { describe, expect, it } from 'vitest';
import { reviewOf } from '../../src-main/team';
import { editedByApprover, useLanAndOwner, useLanBaoChi, type CliLaptop } from './helpers';

const stateOn = (l: CliLaptop, id: string): string => l.lib((x) => reviewOf(x.db, id).state);

describe("Lan's post Bảo edited after approving it waits for Chi alone", () => {
  const trio = useLanBaoChi({ prefix: 'postroom-w20authors-hold-', hub: { seed: 20 } });
  const { syncAll } = trio;

  it('publish names Chi, not Bảo', async () => {
    const [LAN, BAO] = [trio.lan(), trio.bao()];
    const id = LAN.lib((x) => x.drafts.create(x.db, { caption: 'Lan wrote this', platforms: ['instagram'] }).id);
    await syncAll();
    await LAN.ok(['review', 'submit', id]);
    await syncAll();
    await BAO.ok(['review', 'approve', id]);
    await syncAll();
    BAO.lib((x) => x.drafts.update(x.db, id, { caption: 'Lan wrote this, Bảo fixed it' }));
    await syncAll();
    expect(stateOn(LAN, id)).toBe('in_review');

    const r = await LAN.run(['publish', id]);
    expect(r.code, r.stdout).toBe(1);
    const said = `${r.stdout}\n${r.stderr}`;
    expect(said).toContain('waiting for approval by Chi');
    expect(said).not.toMatch(/Bảo or Chi|Chi or Bảo/);
  });
});

describe('a team whose only approver (its owner) edited the post', () => {
  const team = useLanAndOwner({ prefix: 'postroom-w20authors-hold-one-', hub: { seed: 21 } });

  it("Lan's publish says nobody in the team may approve it, and the setting", async () => {
    const [lan, bao] = [team.lan(), team.bao()];
    const id = await editedByApprover(lan, bao);
    await lan.sync();
    const r = await lan.run(['publish', id]);
    expect(r.code, r.stdout).toBe(1);
    const said = `${r.stdout}\n${r.stderr}`;
    expect(said).toContain('nobody in this team may approve it');
    expect(said).toContain('postroom team settings --authors-may-approve yes');
    expect(said).not.toContain('waiting for approval by Bảo');
  });
});
