/**
 * A tampered editor's laptop (authorship; issue 34 items 1 and 6): its library holds a review step
 * in an approver's name (what a forged client would send). The REAL team server (started once for
 * the file) refuses the write (team-server/guard.ts); the approver's laptop never has it, and the
 * editor's laptop says why (`write_refused`, in words) instead of a silent failure.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../src-main/library';
import { reviewOf } from '../../src-main/team';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { cliLaptop, type CliLaptop } from './helpers';
import { memberToken } from '../helpers/team-owner';

let root: string;
let server: TeamServer;
let A: CliLaptop;
let B: CliLaptop;
const log: string[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-write-refused-'));
  server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, storeDebounceMs: 20, storeMaxDebounceMs: 100, log: (l) => void log.push(l) });
  A = cliLaptop(root, 'a', await memberToken(server.store, { name: 'Ann', role: 'editor' }));
  B = cliLaptop(root, 'b', await memberToken(server.store, { name: 'Bob', role: 'approver' }));
  for (const l of [A, B]) await l.ok(['workspace', 'join', 'Studio', '--team', server.httpUrl, '--hub', 'http://127.0.0.1:9']);
});
afterAll(async () => {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
});

describe("a tampered editor's laptop", () => {
  it("writes a step in the approver's name: refused by the server, explained on her laptop, absent from his", async () => {
    const id = A.lib((x) => x.drafts.create(x.db, { caption: 'Forged', platforms: ['instagram'] }).id);
    await A.ok(['review', 'submit', id]);
    await A.sync();
    await B.sync();
    expect(B.lib((x) => reviewOf(x.db, id).state)).toBe('in_review');
    A.lib((x) => {
      const d = x.drafts.get(x.db, id);
      reviews.addStep(x.db, { draftId: id, action: 'request_changes', state: 'changes_requested', revision: reviewOf(x.db, d).revision, by: 'Bob', workspaceId: d.workspaceId });
    });
    const r = await A.run(['team', 'sync', '--json']);
    expect(r.code).toBe(1);
    expect(r.json()).toMatchObject({ ok: false, error: { code: 'write_refused' } });
    expect(r.stderr).toMatch(/The team server refused a change made on this computer: it speaks for another member in the review/);
    expect(r.stdout + r.stderr).not.toMatch(/did not answer/);
    await B.sync();
    expect(B.lib((x) => reviews.history(x.db, id).map((s) => [s.action, s.by]))).toEqual([['submit', 'Ann']]);
    expect(log.some((l) => /refused a write of Ann \(editor\) to "reviews": write_refused: a review step in the name of "Bob"/.test(l))).toBe(true);
  });
});
