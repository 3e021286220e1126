/**
 * teamsendtext (issue 34, walk 5): what a teammate's send put at the Hub, against the draft as this
 * laptop holds it now. A team outcome carries no text, but its key is derived from the approval it went
 * under (team/review.ts approvalKey(approvalId, draftId, part)), and that approval names the content
 * revision it approved. When the draft's revision now differs, the caption this laptop shows is NOT
 * what the Hub holds: the card says so, with the date of the approval (walk 5: Lan added a line after
 * the Hub scheduled the post; Bảo's and Chi's Outbox showed the new caption as if it had gone out).
 */
import { approvalKey, contentRevision, type RevisionSubject } from '../team';
import { drafts, publishJobs, reviews, sentField, teamRows, type Approval, type Job, type ReadableDB } from '../library';
import { isTeamKey, sentText, type PostStateKind, type SentEdit } from '../publisher';

const { SENT_REVISION, SENT_APPROVED_AT } = teamRows;

/** How many Hub posts (caption groups, publisher/captions.ts) one draft may become, at most, to look for. */
const MAX_PARTS = 32;

/** The approval a team key was derived from, if this laptop holds it. */
export function approvalOfKey(approvals: readonly Approval[], draftId: string, key: string): Approval | null {
  for (const a of approvals) {
    for (let part = 0; part < MAX_PARTS; part++) if (approvalKey(a.id, draftId, part) === key) return a;
  }
  return null;
}

/** w20outbox: what a send carried of its time (a job's fields, or a team outcome's: library team-rows.ts OUTCOME_FIELD_KEYS). */
export type SentTime = Pick<Job, 'fields'>;

/**
 * w20outbox (walk 18, finding 2): the draft's content now, at the time the send went out with (its scheduled_at,
 * timezone and add_to_queue as sent: publisher preflight.ts publishFields copies them from the draft).
 */
function atSentTime(draft: RevisionSubject, sent: SentTime): RevisionSubject {
  return { ...draft, scheduled_at: sentField(sent, 'scheduled_at'), timezone: sentField(sent, 'timezone'), add_to_queue: sent.fields.add_to_queue === true };
}

/**
 * w29sent (walk 25, 1): the approval a shared send went under, as its outcome carries it (library team-outcome-rows.ts
 * SENT_REVISION, SENT_APPROVED_AT), for a laptop that does not hold that approval (the team server refused it). The
 * same revision and date the sender's laptop reads from the approval itself: one reading on every laptop. Before,
 * Lan's laptop had nothing to compare with and showed her caption, edited after Bảo's offline send, as the Hub's.
 */
function sentUnder(sent: SentTime): Pick<Approval, 'revision' | 'at'> | null {
  const revision = sent.fields[SENT_REVISION];
  const at = sent.fields[SENT_APPROVED_AT];
  return typeof revision === 'string' && revision !== '' && typeof at === 'string' && at !== '' ? { revision, at } : null;
}

/**
 * Whether the draft changed since the send's approval: the approval's date (ISO) when it did, else
 * null (the same revision, or a key not derived from a known approval: nothing true to say).
 * w20outbox (walk 18, finding 2): a change of TIME alone is no edit of what the Hub holds: when the draft's content now,
 * at the time `sent` went out with, is the approved revision, only the time moved (Compose's "Send it as a new post at
 * another time…" moves the draft's time to the new post) and the Hub holds the draft's text: null. Before, the Dec 5
 * post of "Cà phê muối" read "edited since it was sent" on every laptop once the draft's time was the Dec 6 post's.
 */
export function editedSinceSent(approvals: readonly Approval[], draftId: string, key: string, draft: RevisionSubject, sent: SentTime): { approvedAt: string } | null {
  const a = approvalOfKey(approvals, draftId, key) ?? (isTeamKey(key) ? sentUnder(sent) : null);
  if (!a || a.revision === contentRevision(draft) || a.revision === contentRevision(atSentTime(draft, sent))) return null;
  return { approvedAt: a.at };
}

/**
 * teamnumbers (walk 6): the one reading of "edited since it was sent" for a teammate's send, against the
 * draft as this laptop holds it now (null: no draft here): the Outbox's card (jobs.team) and
 * `postroom status` both call it.
 */
export function sendEditedSince(db: ReadableDB, draft: RevisionSubject | null | undefined, draftId: string, key: string, sent: SentTime): { approvedAt: string } | null {
  return draft ? editedSinceSent(reviews.approvalsOf(db, draftId), draftId, key, draft, sent) : null;
}

// --- w11sender (walk 11) ---
/** Post states whose post the Hub holds or has sent (a refused, cancelled or unsent one holds nothing to differ from). */
const HUB_HOLDS: ReadonlySet<PostStateKind> = new Set<PostStateKind>(['scheduled', 'queued', 'sending', 'published', 'partial', 'channels_refused', 'unknown']);

/** What ownSendEdits reads of a journal's job (a Job, or the Outbox's JobDto with its caption as the sent field). */
export type OwnSend = Pick<Job, 'id' | 'draftId' | 'supersededBy' | 'idempotencyKey' | 'platforms' | 'fields'>;

/**
 * Whether this journal's job is a send whose post the Hub holds (its post state, jobPost). A later attempt does not
 * undo it (walk 44a, 9): a retry of its refused channels leaves its published ones at the Hub with the text they were
 * sent with (a refit's parent, refused at the edge, holds nothing: its state says so). Before, such a send was read as
 * replaced and the sender's laptop never said "edited since it was sent" of it, where the teammates' did.
 */
export function hubHolds(job: Pick<Job, 'draftId'>, state: PostStateKind): boolean {
  return job.draftId !== null && HUB_HOLDS.has(state);
}

/**
 * w11sender (walk 11): "edited since it was sent" of the sends this laptop's OWN journal holds (the
 * sender's laptop), by the same reading as a teammate's send (sendEditedSince + sentText: the approval
 * the job's key was derived from, against the draft's revision now): the sender's Outbox card, its
 * Table rows and its calendar chip say what every teammate's say. Only a job whose post the Hub holds
 * (`post`: its post state, jobPost) and that no later attempt replaced. By job id; absent: not edited.
 * Before: Lan sent a scheduled post and edited its caption; Bảo's Outbox and calendar said "edited
 * since it was sent" / ≠, Lan's own said nothing (her jobs never took the team path).
 */
export function ownSendEdits(db: ReadableDB, sends: ReadonlyArray<{ job: OwnSend; post: { state: PostStateKind } }>): Map<string, SentEdit> {
  const out = new Map<string, SentEdit>();
  // Only a team key names what was approved (team/review.ts approvalKey, or a retry's derived key with the approval it went
  // under: editedSinceSent's sentUnder), as a teammate's send is read: a journal of random keys costs nothing.
  const held = sends.filter(({ job, post }) => isTeamKey(job.idempotencyKey) && hubHolds(job, post.state));
  if (held.length === 0) return out;
  const draftOf = new Map(drafts.getMany(db, [...new Set(held.map(({ job }) => job.draftId!))]).map((d) => [d.id, d]));
  for (const { job } of held) {
    const d = draftOf.get(job.draftId!);
    // The time as the journal holds it (the Outbox's JobDto carries its caption only).
    const { editedSinceSent } = sentText(job, d, sendEditedSince(db, d, job.draftId!, job.idempotencyKey, publishJobs.findJob(db, job.id) ?? job));
    if (editedSinceSent) out.set(job.id, editedSinceSent);
  }
  return out;
}
// --- end w11sender ---

// --- w25csv (walk 22, 2) ---
/**
 * When the approval a send went out under was given (ISO), or null. A key derived from an approval (team/review.ts
 * approvalKey) names it; a new post made from an approved one's job (a retry of refused channels, a refit: derivedKey)
 * names the approval recorded with the job (`underApproval`: the journal's, or the team outcome's under_approval). A
 * random key needed no approval: null, whatever approval the draft holds. Every laptop holds the team's approvals, so
 * the sender's and a teammate's export say the same time. Before, only a send edited since carried it (SentEdit).
 */
export function sentApprovalAt(approvals: readonly Approval[], draftId: string, key: string, underApproval: string | null | undefined): string | null {
  if (!isTeamKey(key)) return null;
  const a = approvalOfKey(approvals, draftId, key) ?? (underApproval ? approvals.find((x) => x.id === underApproval) ?? null : null);
  return a?.at ?? null;
}

/** sentApprovalAt over this library's approvals, each draft's read once. */
export function sentApprovals(db: ReadableDB): (draftId: string, key: string, underApproval: string | null | undefined) => string | null {
  const byDraft = new Map<string, Approval[]>();
  return (draftId, key, underApproval) => {
    if (!isTeamKey(key)) return null;
    let approvals = byDraft.get(draftId);
    if (!approvals) byDraft.set(draftId, (approvals = reviews.approvalsOf(db, draftId)));
    return sentApprovalAt(approvals, draftId, key, underApproval);
  };
}
// --- end w25csv ---
