/**
 * `postroom review submit|approve|changes|withdraw|list|preview|decisions` (issue 34): review and approval
 * for scripts, on the same table and library rows as the app (team/review.ts, team/review-actions.ts).
 * The actor is the workspace's team member; a workspace that is not a team's is one person, its
 * owner, who may approve their own posts (said once on stderr).
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { Library, ReviewStep } from '../../library';
import type { EditedSinceApproval, OpenChangeRequest, ReviewMember, ReviewResult, SentAfterRequest, StepAction } from '../../team';
import { CliError, usageError, type CliContext, type Command } from '../command';
import { readerApproves } from '../../../src-shared/approvers';
import { shorten } from '../../../src-shared/shorten';
import { utcMinute } from '../../../src-shared/utc-minute';
import { approvalWithdrawnEnglish } from '../../../src-shared/withdrawn-words';
import { withLibrary } from './drafts';
import { WhoFacts, atHubJson, clientNote, clientRequestNote, draftTimeEnglish, nameFor, whenOf, whoLineEnglish } from './review-words';
export { whoLineEnglish, draftTimeEnglish, nameFor } from './review-words';
export type { WhoFacts } from './review-words';

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/**
 * The member acting in the current workspace (a solo owner outside a team, said once). `quiet`: the note is
 * left to the caller (editedtime, walk 6: a step says it only once taken, never beside a refusal it contradicts).
 */
async function actingMember(ctx: CliContext, lib: Library, quiet = false): Promise<ReviewMember> {
  const { memberOf } = await import('../../team');
  const w = lib.workspaces.getCurrent(lib.db) as Parameters<typeof memberOf>[0];
  const m = memberOf(w, { soloName: ctx.env.POSTROOM_MEMBER ?? ctx.env.USER ?? ctx.env.USERNAME, db: lib.db });
  if (m.solo && !quiet) ctx.info(await soloNoteOf(lib, m.name));
  return m;
}

/**
 * w19selfedit (walk 17, 7): runs `f` with the member reading the team's History through a binding opened for it (the
 * app's member reads its session's), so a member who changed what goes out since the last approval is an author of
 * that version. Outside a team, or when not `wanted`, or when the binding cannot be opened: the member as it is.
 */
async function withHistory<T>(lib: Library, member: ReviewMember, wanted: boolean, f: (m: ReviewMember) => T): Promise<T> {
  if (member.solo || !wanted) return f(member);
  const { openTeamBinding, historyWithUnshared } = await import('../../team');
  const workspaceId = lib.workspaces.getCurrent(lib.db).id;
  let b: ReturnType<typeof openTeamBinding>;
  try {
    b = openTeamBinding(lib.db, { workspaceId });
  } catch {
    return f(member); // the History cannot be read now: the creator alone, as before
  }
  try {
    // w23settings (walk 21, 2): with the member's own change not shared yet (an edit made here before any sync).
    // Awaited here: an async `f` (a preview's export) reads the History until it settles, before the binding closes.
    return await f({ ...member, history: (draftId) => historyWithUnshared(lib.db, b, { workspaceId, draftId, member: member.name }) });
  } finally {
    b.close();
  }
}

/**
 * The note of a workspace that is not a team's. w9keep (walk 9): one that LEFT its team says so (the app's Review
 * screen says the same): the team's posts it kept are reviewed through the team, only its own posts are its owner's.
 */
async function soloNoteOf(lib: Library, name: string): Promise<string> {
  const w = lib.workspaces.getCurrent(lib.db);
  const { teamRows } = await import('../../library');
  if (teamRows.hasLeftDrafts(lib.db, w.id)) {
    // w16words: a token the team had refused before the leave needs a new one (the core's one rejoinEnglish).
    const [{ leftTokenRefusal }, { rejoinEnglish }] = await Promise.all([import('../../team'), import('../../publisher')]);
    return `note: workspace "${w.name}" left its team: the team's posts kept here are reviewed and published through the team (${rejoinEnglish(leftTokenRefusal(lib.db, w.id))}); no review step is written here while out of the team, not even of your own posts (rejoin, then send them for review)`;
  }
  return `note: workspace "${w.name}" is not a team's: you act as its owner (${name}) and may approve your own posts`;
}

const stepOut = (r: ReviewResult) => ({
  ok: true, draftId: r.review.draftId, state: r.review.state, revision: r.review.revision,
  ...(r.step ? { step: { id: r.step.id, action: r.step.action, by: r.step.by, at: r.step.at } } : {}),
  ...(r.approval ? { approvalId: r.approval.id } : {}),
  ...(r.comment ? { commentId: r.comment.id } : {}),
});

function stepCommand(word: 'submit' | 'approve' | 'changes' | 'withdraw', action: StepAction, summary: string, example: string): Command {
  return {
    name: `review ${word}`,
    area: 'team',
    summary,
    args: 'DRAFT_ID',
    options: {
      comment: { type: 'string', value: 'TEXT', help: word === 'changes' ? 'what should change (up to 4,000 characters)' : 'a comment said with it (up to 4,000 characters)' },
      // w17unchanged (walk 16): a post not changed since changes were asked for goes again only on purpose (or with --comment saying why).
      ...(word === 'submit' ? { unchanged: { type: 'boolean' as const, help: 'send it again unchanged since changes were asked for, on purpose (or say why with --comment)' } } : {}),
    },
    example,
    // w9revoked: a review step is the team's: refused before it runs on a viewer's or a revoked laptop (cli/main.ts).
    writes: 'review.act',
    async run(ctx, { positionals, values }) {
      const [id] = positionals;
      if (!id || positionals.length !== 1) throw usageError(this);
      const comment = typeof values.comment === 'string' ? values.comment : undefined;
      return withLibrary(ctx, async (lib) => {
        const [{ applyReviewAction, REVIEW_ENGLISH, keptMentions }, member, { approveAtHubWarning }] = await Promise.all([import('../../team'), actingMember(ctx, lib, true), import('./review-athub')]);
        // Walk 39a: "@Marc" in --comment mentions Marc, as the app's comment box reads it (the team's members last listed here).
        const mentions = comment !== undefined ? keptMentions(lib.db, lib.workspaces.getCurrent(lib.db), comment) : [];
        // w20cli (walk 18, 8c): approving a post the Hub holds lets it go again as a NEW post only: said, as the app's queue row.
        const atHub = word === 'approve' ? await approveAtHubWarning(lib, member, id) : null;
        // editedtime (walk 6): a refusal (left_team, …) is said alone: the solo note follows a step taken only.
        // w19selfedit (walk 17, 7): an approval reads the team's History (who changed what goes out since the last approval).
        const r = await withHistory(lib, member, action === 'approve', (m) => applyReviewAction(lib.db, m, { draftId: id, action, ...(comment !== undefined ? { comment } : {}), ...(mentions.length > 0 ? { mentions } : {}), ...(values.unchanged === true ? { unchanged: true } : {}) }));
        if (member.solo) ctx.info(await soloNoteOf(lib, member.name));
        ctx.emit(stepOut(r), `post ${id}: ${REVIEW_ENGLISH.state[r.review.state]}${r.approval ? ` (approval ${r.approval.id})` : ''}`);
        if (atHub) ctx.info(atHub);
        return 0;
      });
    },
  };
}

/**
 * composelive (walk 5), editedtime (walk 6): who edited each approved post since its approval, and when, as the
 * app says it: the core's one derivation (review-actions.ts editedSinceApproval) over the team's history
 * (outside a team, its one person). Only posts approved and edited since (stale) are asked about.
 */
async function editsAfterApproval(lib: Library, me: ReviewMember, rows: ReadonlyArray<{ draftId: string; stale: boolean; last: { action: ReviewStep['action']; at: string } | null }>): Promise<Map<string, EditedSinceApproval>> {
  const out = new Map<string, EditedSinceApproval>();
  const asked = rows.filter((r) => r.stale && r.last?.action === 'approve');
  if (asked.length === 0) return out;
  const [{ editedSinceApproval, openTeamBinding }, { teamRows }] = await Promise.all([import('../../team'), import('../../library')]);
  const savedAt = (id: string): string => lib.drafts.get(lib.db, id).updatedAt;
  // leftview (walk 7): an edit the history does not hold is mine only when known to be (the app's editFacts).
  const ws = lib.workspaces.getCurrent(lib.db).id;
  const say = (r: (typeof asked)[number], history: ReadonlyArray<{ member: string; at: string; fields?: readonly string[] }> | null, mine = teamRows.hasUnsharedDraft(lib.db, ws, r.draftId)): void => {
    const e = editedSinceApproval(r, { history, savedAt: savedAt(r.draftId), me, mine });
    if (e) out.set(r.draftId, e);
  };
  if (me.solo) {
    for (const r of asked) {
      // A draft of a team left: the history kept at the leave names the editor (saved since the leave: its own).
      const left = teamRows.leftTeamOf(lib.db, ws, r.draftId);
      if (!left || Date.parse(savedAt(r.draftId)) > Date.parse(left.leftAt)) say(r, null, true);
      else say(r, teamRows.leftHistory(lib.db, ws, r.draftId), false);
    }
    return out;
  }
  let b: ReturnType<typeof openTeamBinding> | null = null;
  try {
    b = openTeamBinding(lib.db, { workspaceId: lib.workspaces.getCurrent(lib.db).id });
  } catch {
    // the history cannot be read now: said as "edited after … approved", at this laptop's last save
  }
  try {
    const historyOf = (draftId: string): ReadonlyArray<{ member: string; at: string; fields?: readonly string[] }> | null => {
      try {
        return b ? b.history(draftId) : null;
      } catch {
        return null;
      }
    };
    for (const r of asked) say(r, historyOf(r.draftId));
  } finally {
    b?.close();
  }
  return out;
}

/**
 * w29time (walk 25, 4): `drafts list`'s review words read the same derivation as `review list` (editsAfterApproval over
 * the team's history): a post whose only change since its approval is its time says "a new time chosen", never "edited".
 */
export async function editsOfListed(ctx: CliContext, lib: Library, rows: ReadonlyArray<{ draftId: string; stale: boolean; last: { action: ReviewStep['action']; at: string } | null }>): Promise<Map<string, EditedSinceApproval>> {
  return editsAfterApproval(lib, await actingMember(ctx, lib, true), rows);
}

const BOX_TITLES = { waiting_for_me: 'Waiting for me', i_sent: 'I sent', came_back: 'Came back', other: 'Others in review' } as const;
/** w17you (walk 16, F5): the kept posts of a team this workspace left, in review as they were when it left (team/review-left.ts). */
const LEFT_TITLE = 'Kept from the team you left, in review as they were when you left: no step is open on them here (rejoin the team to review them)';

const listCommand: Command = {
  name: 'review list',
  area: 'team',
  summary: 'posts in review: waiting for me, I sent, came back',
  options: { mine: { type: 'boolean', help: 'only posts I sent for review' } },
  example: 'review list --mine --json',
  async run(ctx, { positionals, values }) {
    if (positionals.length) throw usageError(this);
    return withLibrary(ctx, async (lib) => {
      const [{ approvedOwnEdit, authorNames, authorsOf, listReviews, leftInReview, reviewStateEnglish, openRequestEnglish, hubStage, keepsApproval, clientAgreement, nobodyApprovesEnglish, whoApprovesOrNobody, unchangedSinceRequest, mentionsOfMe }, { drafts, reviews, wallTimeOf, skippedReading }, member, { whichShowingText }] = await Promise.all([import('../../team'), import('../../library'), actingMember(ctx, lib), import('../../publisher')]);
      // w16words (walk 15, 7): on the reader's own laptop the reader is "you" in every note (nameFor, the Who column's).
      const nameOf = (name: string): string => nameFor(name, member.name);
      const english = (q: OpenChangeRequest): string => openRequestEnglish(q, nameOf);
      const workspace = lib.workspaces.getCurrent(lib.db);
      // The reader who may approve it decides (src-shared readerApproves, on the reader's own role), else those named by whoApproves.
      // Walk 42a: over every author of the version (its creator and who changed it since its last approval), as `review
      // approve` reads them: a client approval of a version the reader changed never says "confirm" to them; null: nobody may.
      const decider = (authors: string | null | readonly string[]): string | null => (member.solo || readerApproves([{ name: member.name, role: member.role }], member.settings, authors, member.name) ? 'you' : whoApprovesOrNobody(lib.db, workspace, member.settings, authors));
      // w19selfedit: a post whose version I wrote (changed since its last approval) does not wait for me.
      // …and an approval by one who had edited the version is said so ("approved by Bảo, who edited it").
      const { rows, selfEdited, versionAuthors } = await withHistory(lib, member, true, (m) => {
        const listed = listReviews(lib.db, m, { mine: values.mine === true });
        return {
          rows: listed, selfEdited: new Set(listed.filter((r) => approvedOwnEdit(lib.db, m, r)).map((r) => r.draftId)),
          versionAuthors: new Map(listed.map((r) => [r.draftId, authorNames(authorsOf(lib.db, m, r))] as const)),
        };
      });
      const deciderOf = (r: (typeof rows)[number]): string | null => decider(versionAuthors.get(r.draftId) ?? r.author);
      const mine = (r: (typeof rows)[number]): boolean => (versionAuthors.get(r.draftId) ?? [r.author]).some((a) => a?.toLowerCase() === member.name.toLowerCase());
      // w17you (walk 16, F5): a workspace that left its team still holds the team's posts in review (no step open here).
      const left = leftInReview(lib.db, member);
      const edits = await editsAfterApproval(lib, member, [...rows, ...left]);
      // w20cli (walk 18, 8c): a post the Hub already holds says so, as the app's queue row (the core's atHub).
      const { atHubOf, atHubEnglish } = await import('./review-athub');
      const atHub = await atHubOf(lib, rows.map((r) => r.draftId));
      // h-pubsync (walk 41a, 2): a send made after the open request for changes says so, with both times.
      const { sentAfterOf, sentAfterJson } = await import('./review-athub');
      const { sentAfterRequestEnglish } = await import('../../team');
      const after = new Map<string, SentAfterRequest>();
      for (const r of rows) {
        const s = atHub.has(r.draftId) ? await sentAfterOf(atHub.get(r.draftId)!, r) : null;
        if (s) after.set(r.draftId, s);
      }
      const afterNote = (id: string): string => (after.has(id) ? `; ${sentAfterRequestEnglish(after.get(id)!, nameOf)}` : '');
      const atHubNote = (r: (typeof rows)[number]): string => (atHub.has(r.draftId) ? `  [${atHubEnglish(atHub.get(r.draftId)!, r, member.name)}${afterNote(r.draftId)}]` : '');
      // w12cli: the core's facts the app's Who line reads (bridge review dto: last.kept, clientAgreed, clientDecided, editors).
      const kept = (r: (typeof left)[number]): boolean => r.last?.action === 'approve' && keepsApproval(lib.db, r.draftId, r.last.id);
      const clientDecided = (r: (typeof left)[number]): boolean => !!(r.approval && reviews.clientDecisionOfApproval(lib.db, r.approval.id));
      const whoFacts = (r: (typeof left)[number]): WhoFacts => ({
        me: member.name, kept: kept(r), selfEdited: selfEdited.has(r.draftId), editors: edits.get(r.draftId)?.editors ?? [], unchangedSince: r.state === 'in_review' ? unchangedSinceRequest(lib.db, r)?.by ?? null : null,
        choseTime: edits.get(r.draftId)?.onlyTime ? { time: draftTimeEnglish(drafts.get(lib.db, r.draftId), wallTimeOf, whichShowingText, skippedReading), asNew: hubStage(drafts.get(lib.db, r.draftId)) !== null } : null,
        clientAgrees: r.last?.action === 'approve' && clientAgreement(lib.db, r) !== null && !clientDecided(r),
        clientDecided: r.last?.action === 'approve' && clientDecided(r),
        clientFirst: clientAgreement(lib.db, r)?.first === 'client',
      });
      // Walk 39a: teammates' comments that @mention the reader, as the app's queue row marks them (the core's mentionsOfMe).
      const mentions = (draftId: string): number => mentionsOfMe(lib.db, draftId, member);
      const leftLine = (r: (typeof left)[number]): string => `  ${r.draftId}  ${reviewStateEnglish(r, edits.get(r.draftId)).padEnd(18)}  ${whoLineEnglish(r, whoFacts(r))}  ${whenOf(r, edits)}  ${shorten(r.caption, 60)}`;
      if (ctx.json) {
        for (const r of rows) ctx.emit({ review: { draftId: r.draftId, box: r.box, state: r.state, stale: r.stale, ...(r.approvalOnlyHere ? { approvalOnlyHere: true } : {}), author: r.author, lastBy: r.last?.by ?? null, ...(kept(r) ? { lastKept: true } : {}), ...(whoFacts(r).clientDecided ? { clientDecided: true } : {}), ...(whoFacts(r).unchangedSince ? { unchangedSince: whoFacts(r).unchangedSince } : {}), at: r.last?.at ?? null, ...(edits.has(r.draftId) ? { editedBy: edits.get(r.draftId)!.by, editors: edits.get(r.draftId)!.editors, editedAt: edits.get(r.draftId)!.at } : {}), caption: r.caption, approvalId: r.approval?.id ?? null, clientApproved: r.clientApproved, clientRequest: r.clientRequest, ...(atHub.has(r.draftId) ? { atHub: atHubJson(atHub.get(r.draftId)!) } : {}), ...(after.has(r.draftId) ? { sentAfterRequest: sentAfterJson(after.get(r.draftId)!) } : {}), ...(mentions(r.draftId) > 0 ? { mentionsMe: mentions(r.draftId) } : {}), ...(r.withdrawn ? { withdrawn: r.withdrawn } : {}) } });
        for (const r of left) ctx.emit({ review: { draftId: r.draftId, box: 'left_team', leftTeam: true, state: r.state, stale: r.stale, author: r.author, lastBy: r.last?.by ?? null, at: r.last?.at ?? null, caption: r.caption } });
        ctx.emit({ ok: true, counts: { ...Object.fromEntries(Object.keys(BOX_TITLES).map((b) => [b, rows.filter((r) => r.box === b).length])), ...(left.length > 0 ? { left_team: left.length } : {}) } });
        return 0;
      }
      if (rows.length === 0 && left.length === 0) {
        ctx.emit({}, 'no post is in review');
        return 0;
      }
      if (rows.length === 0) ctx.emit({}, 'nothing waits for you here');
      if (left.length > 0) {
        ctx.emit({}, `${LEFT_TITLE} (${left.length})`);
        for (const r of left) ctx.emit({}, leftLine(r));
      }
      for (const box of Object.keys(BOX_TITLES) as Array<keyof typeof BOX_TITLES>) {
        const inBox = rows.filter((r) => r.box === box);
        if (inBox.length === 0) continue;
        ctx.emit({}, `${BOX_TITLES[box]} (${inBox.length})`);
        for (const r of inBox) {
          const caption = shorten(r.caption, 60);
          const n = mentions(r.draftId);
          ctx.emit({}, `  ${r.draftId}  ${reviewStateEnglish(r, edits.get(r.draftId)).padEnd(18)}  ${whoLineEnglish(r, whoFacts(r))}  ${whenOf(r, edits)}  ${caption}${n > 0 ? `  [@ ${n === 1 ? 'a comment mentions you' : `${n} comments mention you`}]` : ''}${r.clientApproved ? clientNote(r.draftId, r.clientApproved, english, nameOf, deciderOf(r) ?? { nobody: nobodyApprovesEnglish(member.settings, mine(r)) }) : ''}${r.clientRequest ? clientRequestNote(r.draftId, r.clientRequest, hubStage(drafts.get(lib.db, r.draftId)) === 'scheduled', nameOf, deciderOf(r) ?? nobodyApprovesEnglish(member.settings)) : ''}${atHubNote(r)}${r.withdrawn ? `  [${approvalWithdrawnEnglish(r.withdrawn, member.name)}]` : ''}`);
        }
      }
      return 0;
    });
  },
};

const previewCommand: Command = {
  name: 'review preview',
  area: 'team',
  summary: 'export a campaign as one HTML page a client opens, approves or sends back, and saves a decisions file from',
  args: 'CAMPAIGN',
  argCompletes: ['campaign'],
  options: {
    out: { type: 'string', value: 'FILE', required: true, help: 'the .html file to write', completes: 'file', accepts: { kind: 'write' } },
    zone: { type: 'string', value: 'ZONE', help: 'the CLIENT\'s time zone the page shows times in (default: this computer\'s)', accepts: { kind: 'zone' } },
    lang: { type: 'string', value: 'en|vi', help: 'the language of the page (default: en)', completes: { words: ['en', 'vi'] } },
  },
  example: 'review preview "Tết 2027" --out tet-for-client.html --zone Asia/Ho_Chi_Minh --lang vi',
  writes: 'review.preview',
  async run(ctx, { positionals, values }) {
    const [ref] = positionals;
    const out = str(values.out);
    if (!ref || positionals.length !== 1 || !out) throw usageError(this);
    const lang = str(values.lang) ?? 'en';
    if (lang !== 'en' && lang !== 'vi') throw new CliError('usage', `--lang takes en or vi, not "${lang}"`);
    const zone = str(values.zone) ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    return withLibrary(ctx, async (lib) => {
      const [{ exportClientPreview, teamPublishPort }, { isValidZone }, member] = await Promise.all([import('../../team'), import('../../library'), actingMember(ctx, lib)]);
      if (!isValidZone(zone)) throw new CliError('usage', `--zone: "${zone}" is not a time zone (for example Asia/Ho_Chi_Minh or Europe/Berlin)`);
      const campaign = lib.campaigns.list(lib.db).find((c) => c.id === ref) ?? lib.campaigns.list(lib.db).find((c) => c.name === ref);
      if (!campaign) throw new CliError('failed', `no campaign "${ref}" in this workspace (postroom campaign list shows them)`);
      // w16twice (walk 15): the page lists every post the Hub holds of a post, the teammates' sends among them.
      // Walk 42a: with the team's History, so the page knows a version its maker changed is not theirs to approve.
      const r = await withHistory(lib, member, true, (m) => exportClientPreview(lib.db, { campaignId: campaign.id, zone, lang, member: m, team: teamPublishPort(lib, lib.workspaces.getCurrent(lib.db)) }));
      try {
        await writeFile(out, r.html);
      } catch (err) {
        throw new CliError('failed', `cannot write ${out}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
      }
      // w27client (walk 23): what the page marks for the client (a channel that will not take a post as shown, or may refuse it).
      const { cannot, may } = r.checks;
      const marked = cannot + may === 0 ? '' : `; the page marks ${[
        ...(cannot ? [`${cannot} post${cannot === 1 ? '' : 's'} a channel will not take as shown (Postroom's check)`] : []),
        ...(may ? [`${may} a channel may refuse`] : []),
      ].join(' and ')}`;
      ctx.emit({ ok: true, file: out, exportId: r.export.id, campaignId: campaign.id, posts: r.export.posts.length, cannot, mayRefuse: may, zone, lang, digest: r.export.digest },
        `wrote ${out}: ${r.export.posts.length} post${r.export.posts.length === 1 ? '' : 's'} of "${campaign.name}", times in ${zone} (export ${r.export.id})${marked}; bring back the client's decisions with: postroom review decisions FILE`);
      return 0;
    });
  },
};

/** What an import did with a client's decision, per post (preview.ts ImportOutcome). */
const OUTCOME_ENGLISH = {
  approved: 'approved by you, for the client',
  waiting_for_approver: 'your role does not approve: kept as the client\'s approval, waiting for an approver to confirm',
  // h-cliwords (walk 31/32, 2): the note is said only where the client wrote one (NOTE_ENGLISH, by the core's `note`).
  changes_requested: 'changes requested',
  noted: 'already so; the client\'s note is added as a comment',
  unchanged: 'already so',
  approval_kept: 'already approved by an approver, and your role does not approve: the approval stands',
  // clientchange
  // w11client (walk 11): the client approved the version already approved.
  client_agrees: 'already approved: the client agrees, nothing to confirm',
  // Walk 43a (1): the page was made before the agency's request: the request answers the client's approval.
  answered_by_request: 'NOT approved: the client approved the preview made before the agency\'s request for changes, which answers it: the post waits for its edit, nobody needs to confirm it',
  over_request: 'NOT approved: the agency\'s own request for changes is still open on this content; kept as the client\'s approval, flagged, for an approver to confirm on its own (postroom review confirm DRAFT_ID --over-request)',
} as const;

/** h-cliwords (walk 31/32, 2): what became of the client's note, by outcome, said only of a decision with one (the core's `note`). */
const NOTE_ENGLISH: Partial<Record<keyof typeof OUTCOME_ENGLISH, { note: string; none: string }>> = {
  changes_requested: { note: ', with the client\'s note as a comment', none: '' },
  approval_kept: { note: ', the client\'s note is added as a comment for an approver to decide', none: ', for an approver to decide' },
  client_agrees: { note: '; the client\'s note is added as a comment', none: '' },
};

/** clientfix: a post the client asked to change that is already handed to the Hub, or already out. */
const AT_HUB_ENGLISH = {
  scheduled: 'it is still scheduled at the Hub: this request does not stop it, and the Hub cannot cancel it; a changed post can only be sent as a new one',
  sent: 'it was already published: the request cannot change what went out',
  unknown: 'it was sent to the Hub and its answer did not come back: it may be scheduled or out already; a changed post can only be sent as a new one',
} as const;

/** Said wherever a person decides to trust a decisions file. */
const UNSIGNED_ENGLISH = 'the decisions file is not signed: check it came from your client. A decision changed by hand cannot be told from the client\'s own; Postroom checks only that the file answers this preview of this campaign and lists each of its posts once (none taken out or added), at the revisions the client saw';

const decisionsCommand: Command = {
  name: 'review decisions',
  area: 'team',
  summary: 'apply a client\'s decisions file from a preview page (all or nothing)',
  args: 'FILE',
  argCompletes: ['file'],
  argAccepts: [{ kind: 'read' }],
  options: { campaign: { type: 'string', value: 'CAMPAIGN', help: 'refuse the file unless it is for this campaign', completes: 'campaign' } },
  example: 'review decisions ~/Downloads/decisions-01J….json',
  writes: 'review.decisions',
  async run(ctx, { positionals, values }) {
    const [file] = positionals;
    if (!file || positionals.length !== 1) throw usageError(this);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (err) {
      throw new CliError('failed', `cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
    }
    const campaignRef = str(values.campaign);
    return withLibrary(ctx, async (lib) => {
      const [{ importClientDecisions, REVIEW_ENGLISH, openRequestEnglish, ownVersionWaitEnglish, nobodyApprovesWaitEnglish }, member] = await Promise.all([import('../../team'), actingMember(ctx, lib)]);
      let campaignId: string | undefined;
      if (campaignRef) {
        const c = lib.campaigns.list(lib.db).find((x) => x.id === campaignRef) ?? lib.campaigns.list(lib.db).find((x) => x.name === campaignRef);
        if (!c) throw new CliError('failed', `no campaign "${campaignRef}" in this workspace`);
        campaignId = c.id;
      }
      // Walk 42a (1): with the team's History, as `review approve` reads it: a version this member changed is not theirs to approve.
      const r = await withHistory(lib, member, true, (m) => importClientDecisions(lib.db, text, { member: m, ...(campaignId ? { campaignId } : {}) }));
      // teamsync (walk 7): --json prints JSON lines of decisions and one summary, as `review list` does (no empty `{}` header line: its facts are in the summary).
      if (!ctx.json) ctx.emit({}, `preview made by ${nameFor(r.exportedBy, member.name)} on ${utcMinute(r.exportedAt)} (export ${r.exportId}); the client's decisions relayed by ${nameFor(r.relayedBy, member.name)}`);
      for (const d of r.decisions) {
        const state = d.result === 'unchanged' ? null : d.result.at(-1)?.review.state ?? null;
        ctx.emit({ decision: { draftId: d.draftId, decision: d.decision, outcome: d.outcome, state, unchanged: d.result === 'unchanged', atHub: d.atHub, openRequest: d.openRequest, note: d.note, ownVersion: d.ownVersion, nobodyApproves: d.nobodyApproves } },
          `post ${d.draftId}: ${d.decision === 'approve' ? 'the client approved' : 'the client asked for changes'} — ${d.ownVersion ? ownVersionWaitEnglish(d.ownVersion, member.settings) : d.nobodyApproves ? nobodyApprovesWaitEnglish(member.settings) : OUTCOME_ENGLISH[d.outcome]}${NOTE_ENGLISH[d.outcome]?.[d.note ? 'note' : 'none'] ?? ''}${state && d.outcome !== 'unchanged' && d.outcome !== 'client_agrees' ? ` (now ${REVIEW_ENGLISH.state[state]})` : ''}${d.decision === 'request_changes' && d.atHub ? `; ${AT_HUB_ENGLISH[d.atHub]}` : ''}${d.openRequest ? `; ${openRequestEnglish(d.openRequest, (n) => nameFor(n, member.name))}` : ''}`);
      }
      // h-decisions: the posts the client left undecided (listed in the file with no decision) are said, not lost.
      if (!ctx.json && r.undecided.length) ctx.emit({}, `not decided by the client: ${r.undecided.length === 1 ? 'post' : 'posts'} ${r.undecided.join(', ')} — nothing changed`);
      ctx.emit({ ok: true, exportId: r.exportId, campaignId: r.campaignId, exportedBy: r.exportedBy, exportedAt: r.exportedAt, by: r.by, relayedBy: r.relayedBy, mayApprove: r.mayApprove, signed: r.signed, decisions: r.decisions.length, undecided: r.undecided.length },
        // w20cli (walk 18, 8d): the reader is "you" here too ("as the client (via you)"), as every other line of the CLI says it.
        `applied ${r.decisions.length} decision${r.decisions.length === 1 ? '' : 's'} as ${nameFor(r.by, member.name)}`);
      ctx.info(`note: ${UNSIGNED_ENGLISH}`);
      return 0;
    });
  },
};

/**
 * clientchange: `review confirm DRAFT_ID [--over-request]` or `review confirm --all`: an approver
 * confirms client approvals waiting (preview/confirm.ts). `--all` leaves, and names, every one of
 * content the agency asked to change; such a one is confirmed only on its own with --over-request.
 */
const confirmCommand: Command = {
  name: 'review confirm',
  area: 'team',
  summary: 'confirm a client\'s approval waiting for an approver (one post, or --all of them but those the agency asked to change)',
  args: '[DRAFT_ID]',
  options: {
    all: { type: 'boolean', help: 'every client approval waiting, except those of content the agency itself asked to change (named, left waiting)' },
    'over-request': { type: 'boolean', help: 'confirm this one although the agency\'s own request for changes is still open on it (its history says so)' },
  },
  example: 'review confirm 01J… --over-request',
  writes: 'review.confirmClient',
  async run(ctx, { positionals, values }) {
    const all = values.all === true;
    const over = values['over-request'] === true;
    if (all ? positionals.length !== 0 || over : positionals.length !== 1) throw usageError(this);
    return withLibrary(ctx, async (lib) => {
      const [{ confirmClientApproval, confirmClientApprovals, listReviews, openRequestEnglish, ownVersionWaitEnglish, REVIEW_ENGLISH }, member] = await Promise.all([import('../../team'), actingMember(ctx, lib)]);
      if (!all) {
        const id = positionals[0]!;
        // Walk 42a: a confirm is an approval: with the team's History, as `review approve` (a version he changed is not his to approve).
        const r = await withHistory(lib, member, true, (m) => confirmClientApproval(lib.db, m, id, { overRequest: over }));
        ctx.emit(stepOut(r), `post ${id}: the client's approval confirmed — ${REVIEW_ENGLISH.state[r.review.state]}${r.comment ? ` (over the open change request; its history says so)` : ''}`);
        return 0;
      }
      const r = await withHistory(lib, member, true, (m) => confirmClientApprovals(lib.db, m, listReviews(lib.db, m).filter((x) => x.clientApproved).map((x) => x.draftId)));
      for (const c of r.confirmed) ctx.emit({ confirmed: stepOut(c) }, `post ${c.review.draftId}: the client's approval confirmed — ${REVIEW_ENGLISH.state[c.review.state]}`);
      for (const f of r.flagged) {
        ctx.emit({ flagged: { draftId: f.draftId, request: f.request } },
          `post ${f.draftId}: NOT confirmed — ${openRequestEnglish(f.request, (n) => nameFor(n, member.name))}, still open; confirming would approve it over that request: postroom review confirm ${f.draftId} --over-request`);
      }
      for (const n of r.notYours) {
        ctx.emit({ notYours: { draftId: n.draftId, reason: n.wait.reason, approvers: n.wait.approvers } }, `post ${n.draftId}: ${ownVersionWaitEnglish(n.wait, member.settings).replace(/^NOT approved: /, 'NOT confirmed — ')}`);
      }
      ctx.emit({ ok: true, confirmed: r.confirmed.length, flagged: r.flagged.length, notYours: r.notYours.length },
        `confirmed ${r.confirmed.length} client approval${r.confirmed.length === 1 ? '' : 's'}${r.flagged.length ? `; ${r.flagged.length} left waiting over an open change request` : ''}${r.notYours.length ? `; ${r.notYours.length} left: not yours to approve` : ''}`);
      return 0;
    });
  },
};

/**
 * clientnote: `review keep DRAFT_ID`: an approver keeps the approval a client's request for changes
 * was relayed against (preview/confirm.ts keepApprovalOverClient); the other answer is `review changes`.
 */
const keepCommand: Command = {
  name: 'review keep',
  area: 'team',
  args: 'DRAFT_ID',
  summary: 'keep the approval of a post the client asked to change (an approver decides; or: review changes)',
  example: 'review keep 01J…',
  writes: 'review.keepClient',
  async run(ctx, { positionals }) {
    if (positionals.length !== 1) throw usageError(this);
    return withLibrary(ctx, async (lib) => {
      const [{ keepApprovalOverClient, REVIEW_ENGLISH }, member] = await Promise.all([import('../../team'), actingMember(ctx, lib, true)]);
      const id = positionals[0]!;
      // w9keep (walk 9): refused as every step is (the core's keepVerdict: left_team, not an approver…), said alone:
      // the solo note follows a keep taken only (as stepCommand's).
      const r = keepApprovalOverClient(lib.db, member, id);
      if (member.solo) ctx.info(await soloNoteOf(lib, member.name));
      ctx.emit(stepOut(r), `post ${id}: the approval is kept over the client's request for changes — ${REVIEW_ENGLISH.state[r.review.state]}`);
      return 0;
    });
  },
};

export const REVIEW_COMMANDS: readonly Command[] = [
  stepCommand('submit', 'submit', 'send a post for review', 'review submit 01J… --comment "Ready for the client"'),
  stepCommand('approve', 'approve', 'approve a post in review (its content as it is now)', 'review approve 01J… --json'),
  stepCommand('changes', 'request_changes', 'send a post in review back with changes requested', 'review changes 01J… --comment "Move it to 10:00"'),
  // w32withdraw (walk 30, 2): the app's Withdraw; a post sent under its approval goes again as new only after it is withdrawn and approved again.
  stepCommand('withdraw', 'withdraw', 'withdraw a post from review or its approval (it goes back to draft)', 'review withdraw 01J… --comment "Sending it again next week"'),
  listCommand,
  previewCommand,
  decisionsCommand,
  confirmCommand,
  keepCommand,
];
