/**
 * twoprocs (walk 7, finding 4): the CLI and a running app (Electron or the web host) on one data dir.
 * What another process commits to the library, the app's connection notices through SQLite's
 * `data_version` (it moves only when ANOTHER connection commits; one cheap pragma a tick):
 * - the current workspace's account changed (another workspace made current, its Hub, its key):
 *   `onAccount`, the shell's own workspace change (the Outbox and the team session follow it);
 * - its team changed (joined, left, another member or role): `onTeam`, the team session opens or closes;
 * - anything else: `onCommit` (every screen reads again: `library.changed`, no ids — w12sidebar; and the team session is asked to open when it is not: a member token that
 *   reached the keychain after the workspace row, a `team sync` of the CLI).
 * A tick reads one pragma and the current workspace's row; a change this app made itself (its own
 * connection: data_version stays) is only remembered.
 */
import type { ReadableDB, Workspace } from '../library';

export interface OtherProcessWatch {
  db: ReadableDB;
  current: () => Workspace;
  onAccount: () => void;
  onTeam: () => void;
  onCommit: () => void;
  /** How often data_version is read (ms). */
  everyMs: number;
}

const accountOf = (w: Workspace): string => JSON.stringify([w.id, w.kind, w.hubUrl, w.keyHint]);
const teamOf = (w: Workspace): string => JSON.stringify([w.name, w.team]);

/** Starts the watch; the answer stops it. A tick that cannot read (the library closing) does nothing. */
export function watchOtherProcesses(o: OtherProcessWatch): () => void {
  const version = (): number => o.db.pragma('data_version', { simple: true }) as number;
  let seen = version();
  const w0 = o.current();
  let account = accountOf(w0);
  let team = teamOf(w0);
  const timer = setInterval(() => {
    try {
      const now = version();
      const w = o.current();
      const a = accountOf(w);
      const t = teamOf(w);
      if (now === seen) {
        // Nobody else wrote: a change seen here is this app's own (it has already acted on it).
        account = a;
        team = t;
        return;
      }
      seen = now;
      if (a !== account) {
        account = a;
        team = t;
        o.onAccount();
      } else if (t !== team) {
        team = t;
        o.onTeam();
      } else o.onCommit();
    } catch {
      // The library is closing (shutdown): the next tick, if any, reads again.
    }
  }, o.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
