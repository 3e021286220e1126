/**
 * w23settings (walk 21, 2): an approver who edits a teammate's approved post in the CLI and approves it before any
 * sync is refused by his OWN laptop, on laptops of one REAL team server (started once for the file): his edit is not in
 * the team's History until the sync, so the laptop reads it where the next share would write it (unshared-edit.ts).
 * Only his own changes of what goes out count: Chi (the owner, who may approve), whose laptop fetched the post's photo bytes and who changed
 * its tags is not refused.
 * Failed on the old code: Bảo's `review approve` exited 0 (the laptop read the History only) — and his next sync was
 * NOT refused: the sync writes his edit's History line then, after the approval's time, which the team server's check
 * does not count (version-authors-doc.ts `until`), so Lan read "approved by Bảo" of his own edit.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewOf } from '../../src-main/team';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w23settings-own-edit-' });
let LAN: CliLaptop;
let BAO: CliLaptop;
let CHI: CliLaptop;

beforeAll(async () => {
  [LAN, BAO, CHI] = await team.start([
    { dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'approver' }, { dir: 'chi', name: 'Chi', role: 'owner' },
  ] as const);
  for (const l of [LAN, BAO, CHI]) await l.ok(['team', 'status']);
});
afterAll(async () => {
  await team.stop();
});

const syncAll = async (): Promise<void> => {
  for (const l of [LAN, BAO, CHI, LAN, BAO]) await l.sync();
};
const stateOn = (l: CliLaptop, id: string): string => l.lib((x) => reviewOf(x.db, id).state);

/** A photo file of Lan's (its bytes go to the team server at her sync; a teammate's sync fetches them). */
function photo(name: string) {
  const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256));
  const file = join(team.root(), name);
  writeFileSync(file, bytes);
  return { path: file, sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length, mime: 'image/jpeg' };
}

/** Lan's post with a photo, approved by Chi and seen by everyone. */
async function approvedPost(caption: string): Promise<string> {
  const id = LAN.lib((x) => x.drafts.create(x.db, { caption, platforms: ['instagram'], photos: [photo(`${caption.length}.jpg`)] }).id);
  await syncAll();
  await LAN.ok(['review', 'submit', id]);
  await syncAll();
  await CHI.ok(['review', 'approve', id]);
  await syncAll();
  expect(stateOn(BAO, id)).toBe('approved');
  return id;
}

describe('an approver edits an approved post in the CLI, then approves it before any sync', () => {
  it("Bảo's own laptop refuses his approval of his edit, naming Chi; nothing goes out as approved", async () => {
    const id = await approvedPost('Lan wrote this');
    await BAO.ok(['drafts', 'edit', id, '--caption', 'Lan wrote this, Bảo fixed it']);
    expect(stateOn(BAO, id)).toBe('in_review');
    const own = await BAO.run(['review', 'approve', id]);
    expect(own.code, own.stdout).toBe(1);
    expect(own.stderr).toMatch(/you changed what goes out in this version.*this team does not let authors approve their own posts: Chi may approve it/);
    expect(stateOn(BAO, id)).toBe('in_review');
    // The sync is not refused: his edit goes out, and Chi approves it.
    await syncAll();
    expect(stateOn(LAN, id)).toBe('in_review');
    await CHI.ok(['review', 'approve', id]);
    await syncAll();
    expect(stateOn(LAN, id)).toBe('approved');
  });

  it('an approver whose laptop fetched the photo bytes and who changed only the tags is not refused', async () => {
    const id = await approvedPost('Lan wrote this too');
    // Chi's sync fetched the photo's bytes (her laptop holds the file now); Lan changes the caption: back in review.
    expect(CHI.lib((x) => x.drafts.get(x.db, id).photos[0]?.path)).toBeTruthy();
    LAN.lib((x) => x.drafts.update(x.db, id, { caption: 'Lan changed it again' }));
    await syncAll();
    // Chi tags it (not what goes out) and approves, before any sync.
    CHI.lib((x) => x.drafts.update(x.db, id, { tags: ['tet'] }));
    const r = await CHI.run(['review', 'approve', id]);
    expect(r.code, `${r.stderr}${r.stdout}`).toBe(0);
    await syncAll();
    expect(stateOn(LAN, id)).toBe('approved');
  });
});
