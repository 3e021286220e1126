/**
 * h-brand (walk 33b): reading the Hub's profiles is not an edit of a teammate's approved post. With a real team server
 * and sandbox Hub on CLI laptops (Lan editor, Bảo approver, Chi owner): Chi, on a data dir that never read the profiles,
 * `drafts import`s a sheet whose `profile` column is "Studio Lumen" (kept as `name:Studio Lumen`), sends it for review,
 * Bảo approves it. Lan's and Bảo's `postroom profiles` turn the name into prof_lumen. Before, after a sync the post was
 * back in review on every laptop ("edited by Lan after Bảo approved", "edited by you after you approved" on the first
 * post) and Bảo was "one of its authors". Now: still approved on all three, no "edited by", the same approval (so the
 * same key: Lan publishes and the Hub holds one post under it); Bảo may approve a later real edit; and a person's change
 * of the brand after the approval IS an edit. Failed on the old code (in_review after Lan's `profiles`).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishJobs } from '../../src-main/library';
import { approvalKey, reviewOf } from '../../src-main/team';
import { useLanBaoChi, type CliLaptop } from './helpers';

const trio = useLanBaoChi({ prefix: 'postroom-h-brand-', hub: { seed: 3303 } });
/** Every laptop has what `from` did (syncAll syncs Lan, Bảo, Chi, Lan: Chi's change reaches Bảo only on the next round). */
const shareFrom = async (from: CliLaptop): Promise<void> => {
  await from.sync();
  await trio.syncAll();
};
const tag = `h-brand ${Date.now().toString(36)}`;
const stateOn = (l: CliLaptop, id: string): string => l.lib((x) => reviewOf(x.db, id).state);
const approvalOn = (l: CliLaptop, id: string): string | null => l.lib((x) => reviewOf(x.db, id).approval?.id ?? null);
const brandOn = (l: CliLaptop, id: string): string | null => l.lib((x) => x.drafts.get(x.db, id).profile_id);

/** Chi imports one post of `caption` by the brand's name (no profiles read on her laptop), sends it for review; Bảo approves it. */
async function approvedByName(caption: string): Promise<string> {
  const [bao, chi] = [trio.bao(), trio.chi()];
  const file = join(chi.dir, `${caption.replace(/\W+/g, '-')}.csv`);
  writeFileSync(file, `profile,platforms,caption,photos\nStudio Lumen,x,${caption},https://cdn.example.com/h-brand.jpg\n`);
  const r = await chi.ok(['drafts', 'import', file]);
  const id = (r.json() as { ids: string[] }).ids[0]!;
  expect(brandOn(chi, id)).toBe('name:Studio Lumen');
  await chi.ok(['review', 'submit', id]);
  await shareFrom(chi);
  await bao.ok(['review', 'approve', id]);
  await shareFrom(bao);
  for (const l of [trio.lan(), bao, chi]) expect(stateOn(l, id)).toBe('approved');
  return id;
}

describe("a brand kept by name, checked with the Hub after a teammate's approval", () => {
  it('stays approved on every laptop, names no editor, keeps its approval and key: the Hub holds one post', async () => {
    const [lan, bao, chi] = [trio.lan(), trio.bao(), trio.chi()];
    await chi.ok(['team', 'settings', '--approval-required', 'yes']);
    await shareFrom(chi);
    const caption = `${tag} Ánh sáng buổi sáng`;
    const id = await approvedByName(caption);
    const approval = approvalOn(bao, id);
    expect(approval).not.toBeNull();

    // Lan and Bảo each read the profiles before the other's resolution reached them (the walk's first post).
    const read = await lan.run(['profiles']);
    expect(read.code, read.stderr).toBe(0);
    expect(read.stderr).toContain('1 post: brand “Studio Lumen” is profile prof_lumen — checked after the profiles were read');
    await bao.ok(['profiles']);
    await shareFrom(bao);

    for (const l of [lan, bao, chi]) {
      expect(brandOn(l, id)).toBe('prof_lumen');
      expect(stateOn(l, id)).toBe('approved');
      expect(approvalOn(l, id)).toBe(approval);
      const listed = await l.ok(['drafts', 'list']);
      const line = listed.stdout.split('\n').find((s) => s.includes(caption)) ?? '';
      expect(line).not.toContain('edited');
      expect(line).not.toContain('back in review');
      const review = await l.run(['review', 'list']);
      expect(review.stdout + review.stderr).not.toMatch(/edited by/);
    }
    // Bảo is no author of it: his approval is refused only because it is approved already.
    const again = await bao.run(['review', 'approve', id]);
    expect(again.code).toBe(1);
    expect(again.stderr).not.toMatch(/author|you changed what goes out/);

    const sent = await lan.run(['publish', id, '--wait']);
    expect(sent.code, sent.stdout + sent.stderr).toBe(0);
    const jobs = lan.lib((x) => publishJobs.listJobs(x.db, { draftId: id }));
    expect(jobs.map((j) => j.idempotencyKey)).toEqual([approvalKey(approval!, id, 0)]);
    const atHub = trio.sandbox().control.db.prepare('SELECT idempotency_key AS key FROM posts WHERE caption = ?').all(caption) as Array<{ key: string }>;
    expect(atHub).toEqual([{ key: approvalKey(approval!, id, 0) }]);
  }, 180_000);

  it('lets Bảo approve a later real edit of it, and a person choosing another brand is an edit', async () => {
    const [lan, bao, chi] = [trio.lan(), trio.bao(), trio.chi()];
    const id = await approvedByName(`${tag} Chân dung`);
    await lan.ok(['profiles']);
    await bao.ok(['profiles']);
    await shareFrom(bao);
    expect(stateOn(chi, id)).toBe('approved');

    // Chi changes the caption: back in review, edited by Chi; Bảo (who only read the profiles) approves it.
    chi.lib((x) => x.drafts.update(x.db, id, { caption: `${tag} Chân dung, sửa lại` }));
    await shareFrom(chi);
    expect(stateOn(bao, id)).toBe('in_review');
    const approve = await bao.run(['review', 'approve', id]);
    expect(approve.code, approve.stdout + approve.stderr).toBe(0);
    await shareFrom(bao);
    expect(stateOn(lan, id)).toBe('approved');

    // Lan chooses another brand: an edit of what was approved, by Lan.
    lan.lib((x) => x.drafts.update(x.db, id, { profile_id: 'prof_caphe' }));
    await shareFrom(lan);
    for (const l of [lan, bao, chi]) expect(stateOn(l, id)).toBe('in_review');
    const review = await chi.run(['review', 'list']);
    expect(review.stdout).toMatch(/edited by Lan after Bảo approved/);
  }, 180_000);
});
