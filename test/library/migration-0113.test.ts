/**
 * Migration 0113 (crlf, walk 7): captions, titles and notes stored with CRLF line breaks (an
 * Excel-style CSV imported before this version) are stored with LF, once, as nobody's edit: the
 * revision and updated_at stay, and no team write goes out for it (the team outbox rows its own
 * UPDATE made are taken out; one already waiting stays).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, openLibrary, workspaces } from '../../src-main/library';
import { syncTeamTriggers } from '../../src-main/library/team-triggers';
import { contentRevision } from '../../src-main/team/review';
import { tempDir } from './helpers';

const CR = `char(13) || char(10)`;

describe('0113-caption-line-breaks', () => {
  it('upgrades a file at version 112: CRLF texts become LF, nothing else moves, no team write', () => {
    const file = join(tempDir(), 'library.sqlite');
    const old = openLibrary(file, { migrations: MIGRATIONS.filter((m) => m.version <= 112) });
    const w = workspaces.add(old.db, { name: 'Sóng', hubUrl: 'https://hub.example.com' });
    // Joined as a build at version 112 did (today's setTeam also clears 0114's team_left_history, not there yet).
    old.db.prepare(`UPDATE workspaces SET team_url = 'wss://team.example.com', team_id = 't1', team_member = 'Lan', team_role = 'editor' WHERE id = ?`).run(w.id);
    syncTeamTriggers(old.db);
    const d = old.drafts.create(old.db, { caption: 'x', platforms: ['x', 'facebook'], captions: { x: { caption: 'y', title: 't' } } }, { workspaceId: w.id });
    const waiting = old.drafts.create(old.db, { caption: 'waiting\nto go' }, { workspaceId: w.id });
    old.db.exec(`DELETE FROM team_outbox WHERE entity_id = '${d.id}';
      UPDATE drafts SET caption = 'Cà phê trứng — món mới tháng 12' || ${CR} || 'chỉ 45k', title = 'Noel' || ${CR} || '2026', notes = 'a' || char(13) || 'b' WHERE id = '${d.id}';
      UPDATE draft_captions SET caption = 'X' || ${CR} || 'Y', title = 'T' || ${CR} WHERE draft_id = '${d.id}';
      DELETE FROM team_outbox WHERE entity_id = '${d.id}';`);
    const before = old.drafts.get(old.db, d.id);
    expect(before.caption).toContain('\r\n');
    old.close();

    const lib = openLibrary(file);
    const after = lib.drafts.get(lib.db, d.id);
    expect(after).toMatchObject({
      caption: 'Cà phê trứng — món mới tháng 12\nchỉ 45k', title: 'Noel\n2026', notes: 'a\nb',
      captions: [{ channel: 'x', caption: 'X\nY', title: 'T\n' }], revision: before.revision, updatedAt: before.updatedAt,
    });
    // An approval of the CRLF text still approves the LF one.
    expect(contentRevision(after)).toBe(contentRevision(before));
    expect(lib.db.prepare(`SELECT entity_id FROM team_outbox`).pluck().all()).toEqual([waiting.id]);
    expect(lib.drafts.get(lib.db, waiting.id).caption).toBe('waiting\nto go');
    lib.close();
  });
});
