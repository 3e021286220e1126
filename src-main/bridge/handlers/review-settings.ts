import { parseReviewSettings, reviewSettingsOf, type TeamService } from '../../team';
import type { Library } from '../../library';
import { newTimeStep } from '../../publisher';
import type { ParsedInput, ReviewSettingsDto } from '../contract';

/**
 * The team's review settings in the app (issue 34, branch settings): Settings → Team → Review
 * reads them (everyone) and an owner changes them. The same core as `postroom team settings`
 * (team/review-settings.ts, TeamService.setReviewSettings): a non-owner is refused `forbidden`.
 */
export function reviewSettingsHandlers(library: Library, team: TeamService, emitChanged: () => void) {
  const db = library.db;
  const dto = (): ReviewSettingsDto => {
    const w = library.workspaces.getCurrent(db);
    const s = reviewSettingsOf(db, w);
    return {
      approvers: s.approvers.filter((r): r is 'owner' | 'approver' => r === 'owner' || r === 'approver'),
      authorsMayApprove: s.authorsMayApprove, approvalRequired: s.approvalRequired,
      solo: !w.team, canChange: w.team?.role === 'owner',
      // w16asnew: what "Send it as a new post at another time…" does here (publisher/team-actions.ts).
      newTime: newTimeStep({ team: !!w.team, approvalRequired: s.approvalRequired }),
    };
  };
  return {
    'review.settings': (): ReviewSettingsDto => dto(),
    'review.setSettings': (input: ParsedInput<'review.setSettings'>): ReviewSettingsDto => {
      const w = library.workspaces.getCurrent(db);
      const next = parseReviewSettings(input, reviewSettingsOf(db, w));
      team.setReviewSettings(next);
      // Verdicts, holds and queue counts read the new settings: the screens read again.
      emitChanged();
      return dto();
    },
  };
}
