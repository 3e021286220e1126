/**
 * w23left (walk 23): the drafts of a team this workspace LEFT are read-only here.
 *
 * Before, they stayed editable on the laptop though nothing made of them could be shared or sent (publish and
 * every review step are refused, `left_team`): a person editing one lost the work silently. Now:
 * 1. every change of such a draft (caption, title, time, channels, photos, tags, delete) is refused before
 *    anything is written, `left_team`, naming the team and the day it was left (one sentence, English here;
 *    the screens say it in the reader's language from `details`);
 * 2. reading it still works, and so does Duplicate: the copy is the workspace's own (no review, no send),
 *    edited and published as any of its drafts;
 * 3. rejoining the team drops the rows (library/workspaces.ts setTeam), so its drafts are editable again.
 * The bridge wraps each LIBRARY_WRITES method with `refuseLeftDrafts(db, draftsOfWrite(name, input))`, and
 * the CLI's `drafts edit` asks the same, so the app, the web host and the CLI refuse alike.
 */
import { campaigns, teamRows, type ReadableDB } from '../library';
import { teamError } from './errors';
import { readKeptTeam } from './kept';
import type { LibraryWrite } from './writes';

/** What a kept draft of a team left says: the team's name as its server last said it (null: never heard), its address, when it was left. */
export interface LeftReadOnly {
  team: string | null;
  teamUrl: string;
  leftAt: string;
}

/** The team's name as its server last said it, or null: never heard, or the library is busy. */
function keptName(db: ReadableDB, workspaceId: string, teamUrl: string): string | null {
  try {
    return readKeptTeam(db, workspaceId, teamUrl)?.name ?? null;
  } catch {
    return null;
  }
}

/** The left team a draft is kept read-only for, or null: the draft may be changed (its own, or its workspace rejoined). */
export function leftReadOnly(db: ReadableDB, draftId: string): LeftReadOnly | null {
  let left: ReturnType<typeof teamRows.leftTeamOfDraft>;
  try {
    left = teamRows.leftTeamOfDraft(db, draftId);
  } catch {
    return null; // the library is busy or closing: the write itself meets it
  }
  if (!left) return null;
  return { team: keptName(db, left.workspaceId, left.teamUrl), teamUrl: left.teamUrl, leftAt: left.leftAt };
}

/** The day a team was left as the CLI says it: "28 Nov 2026" (this computer's zone). */
export function leftDayEnglish(leftAt: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(leftAt));
}

/** The refusal's words (English: the CLI's line and the error's message; the app says `details` in the reader's language). */
export function leftReadOnlyEnglish(r: LeftReadOnly): string {
  return `You left ${r.team ?? 'the team'} on ${leftDayEnglish(r.leftAt)}: this post is kept here read-only. Duplicate it to edit a copy of your own, or rejoin the team. Nothing was changed.`;
}

/** Refuses a change of any of `draftIds` that is a kept draft of a team left (`left_team`, before anything is written). */
export function refuseLeftDrafts(db: ReadableDB, draftIds: readonly string[]): void {
  for (const draftId of draftIds) {
    const r = leftReadOnly(db, draftId);
    if (r) throw teamError('left_team', leftReadOnlyEnglish(r), { draftId, team: r.team, teamUrl: r.teamUrl, leftAt: r.leftAt });
  }
}

/**
 * Where each library change (LIBRARY_WRITES, by bridge method) names the existing drafts it changes: `id` (one),
 * `ids` (many), `draftId` (a photo's draft), `items` (rows with an `id`), `campaign` (every post of the campaign `id`:
 * a plan gives each its time), or null: it changes no existing draft
 * (it makes new ones: create, import, and `drafts.duplicate`, which reads its drafts — the way out of a left team's
 * draft; or a campaign's own rows). One table, read by the guard and by its test.
 */
export const LEFT_DRAFT_INPUT: Readonly<Record<LibraryWrite, 'id' | 'ids' | 'draftId' | 'items' | 'campaign' | null>> = {
  'drafts.create': null, 'drafts.update': 'id', 'drafts.duplicate': null, 'drafts.delete': 'ids', 'drafts.restore': 'ids', 'drafts.tag': 'ids', 'drafts.import': null,
  'photos.add': 'draftId', 'photos.addBytes': 'draftId', 'photos.remove': 'draftId', 'photos.reorder': 'draftId',
  'campaigns.create': null, 'campaigns.addDrafts': null, 'campaigns.rename': null, 'campaigns.delete': null, 'campaigns.removeDrafts': null, 'campaigns.import': null,
  'campaigns.applyPlan': 'campaign', 'campaigns.useBestHours': null, 'campaigns.duplicate': null, 'posts.bulkApply': 'ids', 'posts.bulkSet': 'items',
};

const field = (v: unknown, key: string): unknown => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[key] : undefined);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? [v] : []);

/** The existing drafts a library change would change, read from its (validated) input by LEFT_DRAFT_INPUT. */
export function draftsOfWrite(db: ReadableDB, method: LibraryWrite, input: unknown): string[] {
  const where = LEFT_DRAFT_INPUT[method];
  if (where === null) return [];
  if (where === 'campaign') return campaignPosts(db, field(input, 'id'));
  if (where === 'items') return Array.isArray(field(input, 'items')) ? (field(input, 'items') as unknown[]).flatMap((it) => strings(field(it, 'id'))) : [];
  return strings(field(input, where));
}

/** The posts of a campaign (none when it is not found: the change itself says so). */
export function campaignPosts(db: ReadableDB, id: unknown): string[] {
  if (typeof id !== 'string') return [];
  try {
    return campaigns.getCampaign(db, id).draftIds;
  } catch {
    return [];
  }
}
