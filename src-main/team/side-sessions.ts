/**
 * The team service's side documents (issues 33/34): `outcomes`, `reviews`, `approvals` and
 * `settings` are Hocuspocus documents of their own (the server grants write access per document),
 * so each gets a session of its own over the one binding of the workspace. They are flushed by the
 * library session's flushes (one flush reads the whole outbox), and what a teammate's update in one
 * of them wrote is told to the screens here.
 */
import type { WritableDB, Workspace } from '../library';
import { teamRows } from '../library';
import type { RemoteApplied, TeamBinding } from './binding';
import type { TeamDocument } from './protocol';
import type { BoundDocument } from './schema';
import type { FirstSession } from './send-after';
import { openTeamSession, type TeamSession } from './session';

export interface SideSessionOptions {
  db: WritableDB;
  workspace: Workspace;
  token: string;
  binding: TeamBinding;
  /** The WebSocket class (Node: `ws`'s WebSocket). */
  WebSocket: unknown;
  reconnectDelayMs?: number;
  /** Mirrors the drafts' states with the team's outcomes; returns the drafts whose state it wrote. */
  mirror: (draftIds: readonly string[]) => string[];
  /** A teammate's change was written into the library (the screens should read again). */
  onRemote?: (draftIds: string[]) => void;
  /** Teammates' review steps and comments were written into the library (the `review` event). */
  onReview?: (r: Pick<RemoteApplied, 'steps' | 'comments' | 'clientApprovals'>) => void;
}

/**
 * Opens the session of one side document over the workspace's binding. `after`: w23settings, the session whose
 * unacknowledged changes go out first (the approvals wait for the settings: send-after.ts; w28order, and each for the
 * library's acknowledgement of the version it approves: approval-order.ts).
 */
export function openSideSession(o: SideSessionOptions, name: BoundDocument, after?: FirstSession): TeamSession {
  const { binding, workspace: w } = o;
  return openTeamSession({
    db: o.db,
    workspace: { id: w.id, teamUrl: w.team?.url ?? '', role: w.team?.role ?? null },
    token: o.token,
    document: name as TeamDocument,
    binding: {
      get doc() {
        return binding.docOf(name);
      },
      flushLocal: () => 0,
      applyRemote: (u) => {
        const applied = binding.applyRemote(u, name);
        tellApplied(o, applied);
        return applied;
      },
      onLocalUpdate: (cb) => binding.onLocalUpdate(cb, name),
      pending: () => binding.pending(name),
      markSent: () => binding.markSent(name),
    },
    WebSocket: o.WebSocket,
    flushEveryMs: 0,
    lastInStepKey: `${w.id}:${name}`,
    ...(after ? { after } : {}),
    ...(o.reconnectDelayMs === undefined ? {} : { reconnectDelayMs: o.reconnectDelayMs }),
  });
}

/** What a teammate's update of a side document wrote, told to the screens. */
function tellApplied(o: SideSessionOptions, applied: RemoteApplied): void {
  if (applied.jobs.length > 0) {
    // A teammate's outcome: the posts it names read their state anew here (published by them).
    const drafts = teamRows.teamOutcomes(o.db, o.workspace.id).filter((x) => applied.jobs.includes(x.job_id)).map((x) => x.draft_id).filter((x): x is string => x !== null);
    // Mirrored first: an optional call would skip evaluating its argument when nobody listens (the CLI).
    const mirrored = o.mirror(drafts);
    o.onRemote?.(mirrored);
  }
  // The owner changed the review settings: every screen reads its verdicts and holds anew.
  if (applied.settings) o.onRemote?.([]);
  if (applied.steps.length > 0 || applied.comments.length > 0 || applied.clientApprovals?.length) {
    o.onReview?.({ steps: applied.steps, comments: applied.comments, ...(applied.clientApprovals ? { clientApprovals: applied.clientApprovals } : {}) });
    o.onRemote?.([...new Set([...applied.steps, ...applied.comments].map((x) => x.draftId))]);
  }
}
