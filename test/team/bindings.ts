/**
 * Two (or more) laptops without a server, for the binding's tests: library files, each with a team
 * workspace and its binding, exchanging updates directly (what the session does through the team
 * server). Each test file calls `bindingLaptops()` once; what it opens is closed after each test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import * as Y from 'yjs';
import { ManualClock } from '../../src-main/common';
import { openLibrary, workspaces, type Library } from '../../src-main/library';
import { openTeamBinding, type TeamBinding } from '../../src-main/team';

export interface Laptop { lib: Library; file: string; ws: string; binding: TeamBinding; clock: ManualClock; member: string }
export interface BindingOptions { compactAfter?: number }

export function bindingLaptops(prefix = 'postroom-team-'): {
  laptop(member: string, opts?: BindingOptions): Laptop;
  restart(l: Laptop, opts?: BindingOptions): Laptop;
  sync(a: Laptop, b: Laptop): void;
} {
  const dirs: string[] = [];
  const open: Laptop[] = [];
  afterEach(() => {
    for (const l of open.splice(0)) {
      try {
        l.binding.close();
        l.lib.close();
      } catch {
        // closed by the test
      }
    }
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  return {
    laptop(member, opts = {}) {
      const dir = mkdtempSync(join(tmpdir(), prefix));
      dirs.push(dir);
      const file = join(dir, 'library.sqlite');
      const clock = new ManualClock(Date.parse('2026-11-20T08:00:00Z'));
      const lib = openLibrary(file, { clock });
      const w = workspaces.add(lib.db, { name: 'Brand team', hubUrl: 'https://hub.example.com' });
      workspaces.setTeam(lib.db, w.id, { url: 'https://team.example.com', id: 'team-1', member, role: 'editor' });
      workspaces.use(lib.db, w.id);
      const binding = openTeamBinding(lib.db, { workspaceId: w.id, now: () => clock.now(), ...opts });
      const l = { lib, file, ws: w.id, binding, clock, member };
      open.push(l);
      return l;
    },
    /** Reopens a laptop's library and binding (an app restart). */
    restart(l, opts = {}) {
      l.binding.close();
      l.lib.close();
      open.splice(open.indexOf(l), 1);
      const lib = openLibrary(l.file, { clock: l.clock });
      const binding = openTeamBinding(lib.db, { workspaceId: l.ws, now: () => l.clock.now(), ...opts });
      const next = { ...l, lib, binding };
      open.push(next);
      return next;
    },
    /** Both laptops flush, then each gets what the other has and it lacks (a server round, both ways). */
    sync(a, b) {
      a.binding.flushLocal();
      b.binding.flushLocal();
      const toB = Y.encodeStateAsUpdate(a.binding.doc, Y.encodeStateVector(b.binding.doc));
      const toA = Y.encodeStateAsUpdate(b.binding.doc, Y.encodeStateVector(a.binding.doc));
      b.binding.applyRemote(toB);
      a.binding.applyRemote(toA);
    },
  };
}
