/**
 * w26left (walk 22 #6, walk 26): the words of what a workspace out of the team it left may not write, naming the team
 * (the team store's `left`, the campaign's `leftTeam` from campaigns.get): the core refuses each with `left_team`.
 * `t` is the i18n lookup.
 */
import { formatInstant } from './schedule';

type T = (key: string, o?: { values: Record<string, string> }) => string;
export type LeftStep = 'submit' | 'approve' | 'request_changes' | 'withdraw' | 'comment';

/** "You left Sóng Agency: sending for review needs the team. Rejoin, then send it for review." */
export function leftStepWhy(step: LeftStep, team: string | null, t: T): string {
  return t(`w26left.step.${step}`, { values: { team: team ?? t('w26left.theTeam') } });
}

/** The line under a group of shut review buttons: "you left Sóng Agency: review steps need the team (…)". */
export function leftStepsWhy(team: string | null, t: T): string {
  return t('w26left.why', { values: { team: team ?? t('w26left.theTeam') } });
}

/** "You left Sóng Agency on 28 Nov 2026, 09:12: this campaign is kept here read-only…", the moment as every screen writes one. */
export function leftCampaignLine(left: { team: string | null; leftAt: string }, t: T, locale: string | null | undefined): string {
  return t('w26left.campaign', { values: { team: left.team ?? t('w26left.theTeam'), when: formatInstant(left.leftAt, locale ?? undefined) } });
}
