import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openLibrary, workspaces, type Library } from '../../src-main/library';
import { openTeamBinding, type TeamBinding } from '../../src-main/team';
import { historyLine } from '../../src-renderer/src/lib/team';

/**
 * Walk 3a: a new draft's first History line read "Lan changed other details" — the binding writes the
 * creation as ['created'] and the History panel looked for 'created_at'. What the binding writes must
 * read as the creation on the screen.
 */
const dirs: string[] = [];
const open: Array<{ lib: Library; binding: TeamBinding }> = [];
afterEach(() => {
  for (const l of open.splice(0)) {
    l.binding.close();
    l.lib.close();
  }
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('History: the first line of a new draft', () => {
  it('says the member created the draft; a later edit names its fields', () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-history-'));
    dirs.push(dir);
    const lib = openLibrary(join(dir, 'library.sqlite'));
    const w = workspaces.add(lib.db, { name: 'Brand team', hubUrl: 'https://hub.example.com' });
    workspaces.setTeam(lib.db, w.id, { url: 'https://team.example.com', id: 'team-1', member: 'Lan', role: 'editor' });
    workspaces.use(lib.db, w.id);
    const binding = openTeamBinding(lib.db, { workspaceId: w.id });
    open.push({ lib, binding });
    const d = lib.drafts.create(lib.db, { caption: 'Cà phê sữa đá', tags: ['coffee'] });
    binding.flushLocal();
    lib.drafts.update(lib.db, d.id, { title: 'Morning' });
    binding.flushLocal();
    const lines = binding.history(d.id).map((h) => ({ member: h.member, line: historyLine(h.fields) }));
    expect(lines).toEqual([
      { member: 'Lan', line: { kind: 'changed', fields: ['title'], other: false } },
      { member: 'Lan', line: { kind: 'created' } },
    ]);
  });
});
