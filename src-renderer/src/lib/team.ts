/**
 * The team library on screen (issue 33), pure parts: which one line the sidebar says, who else is
 * on a draft, initials for an avatar, what a join error means and who said it. The state that
 * holds them is lib/team.svelte.ts; the words are in i18n/team.*.ts.
 */
import { groupBy } from '../../../src-shared/group-by';
import type { SinceChecked } from './lastChecked';
import { sinceChecked } from './lastChecked';
import type { TeamPresenceView, TeamStatusView } from './teamTypes';

export type { TeamPresenceView, TeamStatusView, TeamHistoryView, TeamMemberView, TeamRole } from './teamTypes';

/** The sidebar's one line, as an i18n key under `team.line` and its values. */
export type TeamLine =
  | { key: 'inStep'; since: SinceChecked }
  /** In step now (connected, nothing waiting): said without an age, words `team.line.inStepNow`. */
  | { key: 'inStep' }
  | { key: 'neverInStep' }
  | { key: 'sending'; n: number }
  /** leave (walk 4): changes held here that the team did not accept (my role now may not send them): words `leave.notAccepted`. */
  | { key: 'notAccepted'; n: number }
  /** refusedloop (issue 34): changes the team server refused, set aside here (`doc`: the first document named): words `refusedloop.refused`. */
  | { key: 'refused'; n: number; doc: string }
  /**
   * w26approval (walk 24, 3): my approvals the team server refused by its author rule (each post said by RefusedApprovals): words
   * `w26approval.line`. h-refused (walk 42a): `n` approvals of `posts` posts (three of one post read "3 of your approvals … it").
   */
  | { key: 'refusedApproval'; n: number; posts: number }
  | { key: 'offlineWaiting'; n: number }
  | { key: 'offlineInStep'; since: SinceChecked }
  | { key: 'offlineNever' }
  | { key: 'connecting' }
  | { key: 'unauthorized' }
  | { key: 'revoked' }
  | { key: 'versionMismatch' };

/** What the sidebar says of a team workspace's sync: final refusals first, then changes waiting, then when last in step. */
export function teamLine(s: Pick<TeamStatusView, 'state' | 'pending' | 'lastInStep'> & Partial<Pick<TeamStatusView, 'inStep' | 'notAccepted'>> & { refused?: { count: number; documents: string[]; mine?: { approvals: number; posts: number } } }, now: number): TeamLine {
  switch (s.state) {
    case 'unauthorized':
      return { key: 'unauthorized' };
    case 'revoked':
      return { key: 'revoked' };
    case 'version_mismatch':
      return { key: 'versionMismatch' };
    case 'online':
      if (s.pending > 0) return { key: 'sending', n: s.pending };
      // leave (walk 4): never 'in step' while the team refused what this laptop holds.
      if ((s.notAccepted ?? 0) > 0) return { key: 'notAccepted', n: s.notAccepted! };
      // refusedloop: nor while changes the team server refused are set aside here.
      if (s.refused && s.refused.count > 0) {
        // w26approval: my approvals among them are said as what they are (not "in the name of another member").
        // h-refused: counted by the core (several approvals of one post are one line each said with how many).
        const own = s.refused.mine ?? { approvals: 0, posts: 0 };
        return own.approvals === s.refused.count ? { key: 'refusedApproval', n: own.approvals, posts: own.posts } : { key: 'refused', n: s.refused.count - own.approvals, doc: s.refused.documents[0] ?? 'reviews' };
      }
      // The core says when this laptop is in step now (connected, nothing waiting): no age then, an age reads as stale.
      if (s.inStep) return { key: 'inStep' };
      return s.lastInStep ? { key: 'inStep', since: sinceChecked(s.lastInStep, now) } : { key: 'neverInStep' };
    case 'connecting':
      if (s.pending > 0) return { key: 'offlineWaiting', n: s.pending };
      return { key: 'connecting' };
    case 'offline':
      if (s.pending > 0) return { key: 'offlineWaiting', n: s.pending };
      return s.lastInStep ? { key: 'offlineInStep', since: sinceChecked(s.lastInStep, now) } : { key: 'offlineNever' };
    case 'not_a_team':
      // Not shown: a workspace that is not a team's has no team line (TeamLibrary keeps no status).
      return { key: 'connecting' };
    default: {
      const never: never = s.state;
      return never;
    }
  }
}

/** A line that needs the person to act (a new token, a new version): shown as a warning. */
export const lineIsProblem = (l: TeamLine): boolean => l.key === 'notAccepted' || l.key === 'refused' || l.key === 'refusedApproval' || l.key === 'unauthorized' || l.key === 'revoked' || l.key === 'versionMismatch';

/** Up to two letters for an avatar: first letters of the first and last word ("Lan Pham" → "LP", "lan" → "LA"). */
export function initials(name: string): string {
  const words = name.trim().split(/[\s._-]+/u).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...(words[0] ?? '')];
  if (words.length === 1) return first.slice(0, 2).join('').toLocaleUpperCase();
  const last = [...(words[words.length - 1] ?? '')];
  return `${first[0] ?? ''}${last[0] ?? ''}`.toLocaleUpperCase();
}

/** A stable hue per member name, so one person's avatar has the same colour on every screen. */
export function hueOf(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + (ch.codePointAt(0) ?? 0)) % 360;
  return h;
}

/** The others on a draft (never this laptop's member), by name. */
export function othersOn(presence: readonly TeamPresenceView[], draftId: string, me: string | null): TeamPresenceView[] {
  return presence.filter((p) => p.draftId === draftId && p.member !== me).sort((a, b) => a.member.localeCompare(b.member));
}

/** The drafts someone else has open, for the Library's dot. */
export function draftsOpenByOthers(presence: readonly TeamPresenceView[], me: string | null): Map<string, string[]> {
  return groupBy(presence, (p) => (!p.draftId || p.member === me ? null : p.draftId), (p) => p.member);
}

/**
 * Where a caret sits in a caption, as a line and column (1-based) and the words around it, for
 * "Lan is editing the caption (line 2)". Null when there is no caret or it is past the text.
 */
export function caretPlace(caption: string, caret: number | null | undefined): { line: number; column: number } | null {
  if (caret === null || caret === undefined || caret < 0 || caret > caption.length) return null;
  const before = caption.slice(0, caret);
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1] ?? '').length + 1 };
}

/** The words a join error is said in: an i18n key under `team.joinError`, the code kept as a detail. */
export type JoinErrorKey = 'token' | 'revoked' | 'unreachable' | 'version' | 'keychain' | 'format' | 'other';
export function joinErrorKey(code: string): JoinErrorKey {
  switch (code) {
    case 'unauthorized':
    case 'forbidden':
      return 'token';
    case 'revoked':
      return 'revoked';
    case 'unreachable':
      return 'unreachable';
    case 'version_mismatch':
      return 'version';
    case 'keychain_unavailable':
      return 'keychain';
    case 'invalid_input':
    case 'invalid_workspace':
      return 'format';
    default:
      return 'other';
  }
}

/**
 * Runs `send` for each call in the order called, each once the one before it settled: presence calls are bridge requests,
 * and two in flight may reach the core in either order — a caret told just before a blur landed after it, and a teammate
 * read "Minh is editing the caption" while he was in the title (CI ci35a, e2e ui-team).
 */
export function inOrder<A extends unknown[]>(send: (...a: A) => Promise<unknown>): (...a: A) => Promise<void> {
  let last: Promise<unknown> = Promise.resolve();
  return (...a: A) => {
    const next = last.catch(() => undefined).then(() => send(...a));
    last = next;
    return next.then(() => undefined, () => undefined);
  };
}

/** Calls at most once per `ms` (the last call's arguments win, sent at the end of the wait): caret moves. */
export function throttled<A extends unknown[]>(timers: { setTimeout(f: () => void, ms: number): unknown; clearTimeout(h: unknown): void }, ms: number, fn: (...a: A) => void): { call(...a: A): void; now(...a: A): void; cancel(): void } {
  let handle: unknown = null;
  let last = -Infinity;
  let args: A | null = null;
  const fire = (): void => {
    handle = null;
    last = Date.now();
    if (args) {
      const a = args;
      args = null;
      fn(...a);
    }
  };
  return {
    call(...a: A) {
      args = a;
      if (handle !== null) return;
      const wait = Math.max(0, last + ms - Date.now());
      handle = timers.setTimeout(fire, wait);
    },
    now(...a: A) {
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
      args = null;
      last = Date.now();
      fn(...a);
    },
    cancel() {
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
      args = null;
    },
  };
}

/** Fields a history line names in words (the binding's draft fields, team/schema.ts). */
// h-brand: `brand_checked` is a brand kept by name turned into its profile's id (no edit of what was approved).
export const HISTORY_FIELDS = ['caption', 'title', 'notes', 'tags', 'platforms', 'profile_id', 'brand_checked', 'scheduled_at', 'timezone', 'add_to_queue', 'fields', 'captions', 'photos', 'state'] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number];

/**
 * What a history line says: the draft made (its first line lists every field), deleted or restored
 * (only its deletion time moved), or the fields changed in words — never a raw field name: one not
 * known here is said as "other details", once.
 */
export type HistoryLine = { kind: 'created' } | { kind: 'deletedOrRestored' } | { kind: 'changed'; fields: HistoryField[]; other: boolean };
export function historyLine(fields: readonly string[]): HistoryLine {
  // The binding writes a new draft's line as the one word 'created' (team/schema.ts draftToDoc); older lines listed created_at.
  if (fields.includes('created') || fields.includes('created_at')) return { kind: 'created' };
  // h-brand: `profile_from` (the name a brand was resolved from) goes with `brand_checked` or `profile_id`, which say it.
  const rest = fields.filter((f) => f !== 'updated_at' && f !== 'profile_from');
  if (rest.length === 1 && rest[0] === 'deleted_at') return { kind: 'deletedOrRestored' };
  const known = HISTORY_FIELDS.filter((f) => rest.includes(f));
  return { kind: 'changed', fields: known, other: rest.some((f) => f !== 'deleted_at' && !(HISTORY_FIELDS as readonly string[]).includes(f)) };
}
