/**
 * w19selfedit (walk 17, finding 7): who wrote the VERSION of a post an approval would be of. Before, "the post's own
 * author" was its creator alone: Bảo (approver) edited Lan's approved post, it went back to review, and he approved his
 * own edit; Lan's panel said only "approved by Bảo". As agencies expect (Hootsuite: "authors cannot approve their own
 * posts"), the members who changed what goes out since the post's last approval are authors of that version too: one
 * of them approves it only where the team lets authors approve their own posts (`authorsMayApprove`).
 *
 * What counts as changing what goes out (a History line's fields, library-write.ts draftToDoc): anything the approval
 * is of (review.ts contentRevision: caption, per-channel captions, title, photos, channels, channel fields, profile)
 * and, in a team that requires approval, the time (TIME_FIELDS), which is part of what is approved. Notes and tags
 * (NOT_APPROVED_FIELDS) are not. A member all of whose changes since are taken back (their Undo: the lines' marks,
 * edited-since.ts allTakenBack) did not write the version. Pure: the app, the CLI and the team server read it.
 */
import { allTakenBack, TIME_FIELDS, type LineMarksFacts } from './edited-since';
import { NOT_APPROVED_FIELDS } from './schema/line-marks';

/** A History line as the rule reads it (binding.ts history; the server's library document). */
export interface AuthorLine { member: string; at: string; fields?: readonly string[]; marks?: LineMarksFacts }

/** The facts of one post the rule reads. */
export interface VersionFacts {
  /** Who created the draft (reviews.authorOf; the History's creation line), null: not known. */
  creator: string | null;
  /** When the post was last approved (ISO), null: never (then every change since its creation counts). */
  approvedAt: string | null;
  /** The draft's History lines, in any order; null: not readable here (then only the creator is known). */
  history: readonly AuthorLine[] | null;
  /** The team's setting: only approved posts go out (then the time is part of what is approved). */
  approvalRequired: boolean;
  /** The approval asked about was made then (ISO): a change after it is of the next version (the team server's check). */
  until?: string | null;
}

/** Who wrote the version: its creator, and the members who changed what goes out since the last approval (first save first). */
export interface VersionAuthors { creator: string | null; editors: string[] }

/** A History line that changed what goes out (a line without fields, written before, counts). */
export function changesWhatGoesOut(e: Pick<AuthorLine, 'fields'>, approvalRequired: boolean): boolean {
  if (!Array.isArray(e.fields)) return true;
  return e.fields.some((f) => !NOT_APPROVED_FIELDS.has(f) && (approvalRequired || !TIME_FIELDS.has(f)));
}

export function versionAuthors(f: VersionFacts): VersionAuthors {
  const since = f.approvedAt === null ? -Infinity : Date.parse(f.approvedAt);
  const until = f.until == null ? Infinity : Date.parse(f.until);
  const lines = (f.history ?? []).filter((e) => Date.parse(e.at) > since && Date.parse(e.at) <= until && changesWhatGoesOut(e, f.approvalRequired)).sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const members = [...new Set(lines.map((e) => e.member))];
  return { creator: f.creator, editors: members.filter((m) => !allTakenBack(lines.filter((e) => e.member === m))) };
}

const same = (a: string | null, b: string): boolean => a !== null && a.toLowerCase() === b.toLowerCase();

/**
 * How `name` stands to the version (the review table's actor, review.ts ReviewActor): `isAuthor` — they created the
 * post; `edited` — they changed what goes out since its last approval (and did not create it).
 */
export function authorshipOf(name: string, a: VersionAuthors): { isAuthor: boolean; edited: boolean } {
  const isAuthor = same(a.creator, name);
  return { isAuthor, edited: !isAuthor && a.editors.some((m) => same(m, name)) };
}

/** Every member who may not approve the version where authors may not approve their own posts (its creator and editors). */
export function authorNames(a: VersionAuthors): string[] {
  const out = a.creator === null ? [] : [a.creator];
  for (const m of a.editors) if (!out.some((o) => same(o, m))) out.push(m);
  return out;
}
