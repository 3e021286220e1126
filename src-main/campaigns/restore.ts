/**
 * w31send: "Restore withdrawn" — a campaign's withdrawn posts back to its next Send. Session 27 made a handed post whose job
 * was cancelled in the Outbox before it went "withdrawn" (campaign-word.ts), yet only the send's own withdrawals could be
 * taken back (campaignPlans.clearWithdrawn, by nothing but a test). What is true for a person: a post withdrawn either way
 * goes with the next Send, never one that went out.
 *
 * 1. The candidates: the posts the campaign's send withdrew before handing them (its `withdrawn` records), and the posts it
 *    handed of which a job was cancelled (the Outbox's Cancel, or the send's own Cancel of a job still waiting to go).
 *    h-restore (session 29, 2): exactly the posts the campaign's one derivation counts withdrawn (send-state.ts
 *    `withdrawnIds`): one published since (from Compose, `postroom publish`, a teammate; or a job cancelled after another
 *    of it went) is sent there, so it is neither counted withdrawn nor offered here.
 * 2. Each is restored or kept by the `restore` cell of the state × action table (publisher actions.ts, rule 6) for its post
 *    state, from the publisher's one derivation (draftPostStates, a teammate's outcome over it): a draft (nothing handed) or
 *    a cancelled post is restored; one the Hub has, may have (unknown: ask it first), is sending or refused is kept, with
 *    the table's reason. A job cancelled AFTER another of the post went leaves it published (or scheduled): kept.
 * 3. A campaign kept from a team this workspace left is refused as its Send is (left_team, the Send's sentence).
 * 4. Restoring takes back the send's record of those posts (campaignPlans.restoreToSend, which keeps it as history: the
 *    batch's line stays), in one transaction with the reading.
 */
import { campaignPlans, type Library } from '../library';
import { refuseLeftSend } from '../team';
import { derivedSendState } from './send-state';
import { actionRow, draftPostStates, postActions, type ActionReason, type ActionRow, type TeamPublishPort } from '../publisher';

export interface RestoreOutcome {
  /** Posts the next Send takes again, in campaign order. */
  restored: string[];
  /** Withdrawn posts kept out, each with its post's row of the table and the table's reason. */
  kept: Array<{ draftId: string; row: ActionRow; reason: ActionReason }>;
}

/** The campaign's withdrawn posts (either way), each with the table's verdict at `now` (ms); writes nothing. */
export function withdrawnVerdicts(lib: Library, campaignId: string, team: TeamPublishPort | null | undefined, now: number): Array<{ draftId: string; row: ActionRow; restore: ReturnType<typeof postActions>['restore'] }> {
  // h-restore (session 29, 2): the posts the one derivation counts withdrawn (the Send tab's and `campaign status`'s count).
  const ids = derivedSendState(lib, campaignId, team).withdrawnIds;
  const states = draftPostStates(lib.db, ids, team ?? undefined);
  return ids.map((draftId) => {
    const s = states.get(draftId)!;
    return { draftId, row: actionRow(s, now), restore: postActions(s, now).restore };
  });
}

/** Restores the withdrawn posts the table allows to the campaign's next Send; says which were kept and why. */
export function restoreWithdrawn(lib: Library, campaignId: string, team: TeamPublishPort | null | undefined, now: number): RestoreOutcome {
  // h-restore (session 29, 3): a campaign kept from a team this workspace left is not sent (`campaign send`): its withdrawn
  // posts are not put back to that Send either, refused as it is (TeamError left_team, the Send's sentence), nothing written.
  refuseLeftSend(lib.db, campaignId, 'restore');
  return lib.db.transaction((): RestoreOutcome => {
    const out: RestoreOutcome = { restored: [], kept: [] };
    for (const v of withdrawnVerdicts(lib, campaignId, team, now)) {
      if (v.restore.do === 'refused') out.kept.push({ draftId: v.draftId, row: v.row, reason: v.restore.reason });
      else out.restored.push(v.draftId);
    }
    campaignPlans.restoreToSend(lib.db, campaignId, out.restored);
    return out;
  }).immediate();
}
