import { heldProblemText, problemText } from '../../lib/problems';
import { sayName } from '../../lib/reader';
import { atStart, changesByWords } from '../../lib/sendwords';
import { isUtcName, zoneName } from '../../../../src-shared/zone-name';
import { isoOffsetText } from '../../../../src-shared/utc-offset';

type T = (key: string, opts?: { values?: Record<string, string | number> }) => string;

/**
 * The dry run's own problems, worded by the dry run: its time problems (the core's send-plan.ts: a
 * time already past, a queue with no slots) and its profile check (dryrun.ts: not on the account as
 * last read, or not checked because no profile was read yet).
 */
export const DRY_RUN_TIME_CODES: ReadonlySet<string> = new Set(['past_time', 'no_slots', 'unknown_profile', 'profile_unchecked']);

/**
 * A dry-run row's problem in the person's words (the code stays in the tooltip, `problemDetail`).
 * sendwords: changes requested name who asked (the core's `who`, as the CLI says "changes requested by Bảo").
 */
export function dryRunProblemText(p: { code: string; field: string | null; message: string; who?: string | null; brand?: { name: string; why: 'unchecked' | 'no_such' | 'several'; profilesReadAt: string | null }; channel?: string | null; label?: string | null; own?: boolean; length?: number; limit?: number }, t: T, channelLabel: (key: string) => string, me?: string | null, when: (iso: string) => string = (iso) => iso): string {
  // w30campaign: a text over a channel's limit, as the Send tab says it ("X’s caption is 337 characters; X takes 280."),
  // never "The caption is over the limit." naming neither.
  if (p.label && p.length !== undefined && p.limit !== undefined) return heldProblemText({ ...p, channel: p.channel ?? null, label: p.label, own: p.own ?? false }, t);
  // w27sendtab (walk 23, 3): the reader's own request is "You asked for changes" (reader.ts sayName), never their name back.
  if (p.code === 'changes_requested' && p.who) return t('heldfix.waits.changes_requested_by', { values: { who: atStart(sayName(p.who, me, t)) } });
  // w27brand (walk 23, 3): a brand still a name, as it is now (never "refresh the profiles" when they were read).
  if (p.code === 'brand_unresolved' && p.brand) {
    const { name, why, profilesReadAt } = p.brand;
    if (why === 'unchecked' || profilesReadAt === null) return t('w27brand.heldUnchecked', { values: { name } });
    return t(why === 'several' ? 'w27brand.heldSeveral' : 'w27brand.heldNoSuch', { values: { name, time: when(profilesReadAt) } });
  }
  return DRY_RUN_TIME_CODES.has(p.code) ? t(`campaignRun.problem.${p.code}`) : problemText(p, t, channelLabel);
}

/**
 * A row's zone and offset as the Time column shows them: `Europe/Berlin UTC+02:00`, or the offset
 * alone when one zone is said above the table; a post in UTC reads `UTC` once (not `UTC UTC+00:00`).
 */
export function zoneText(timezone: string, offset: string | null, showZone: boolean): string {
  if (offset === null) return showZone ? zoneName(timezone) : '';
  if (isUtcName(timezone) && offset === '+00:00') return 'UTC';
  // w17zone: a fixed-offset zone IS its offset: `UTC+01:00` once, not `Etc/GMT-1 UTC+01:00`.
  if (zoneName(timezone) !== timezone.trim()) return zoneName(timezone);
  // w30words (walk 26, 10): the one way an offset is written (src-shared/utc-offset.ts): "UTC−05:00", a true minus.
  return showZone ? `${timezone} ${isoOffsetText(offset)}` : isoOffsetText(offset);
}

/** The day of a clock change (`YYYY-MM-DD`) as a person reads it, short enough for the Time column: `Mar 28`, `28 thg 3`. */
export function changeDay(on: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${on}T00:00:00Z`));
}

/**
 * w28state (walk 24, 2): the dry run's rows held for the team's review, by what each waits for (the core's `rowsWaitingFor`), for
 * the summary's `{review}`: ", 1 waiting for approval, 1 with changes requested by Bảo" ('' when none). It said "3 waiting for
 * review" of a post sent back with changes, one in review and one never sent for review. `me`: the reader's own request is "you".
 */
export function reviewRowWords(s: { rowsWaitingFor?: Record<'in_review' | 'to_submit' | 'changes' | 'resend' | 'role', number>; rowsTakenBack?: number; changesBy?: string[] }, me: string | null | undefined, t: T): string {
  const got = s.rowsWaitingFor;
  if (!got) return '';
  // h-camphead (walk 44a, 7 rest): of those to submit, the rows whose approval was taken back (the core's count): said apart.
  const back = Math.min(got.to_submit, s.rowsTakenBack ?? 0);
  const f = { ...got, to_submit: got.to_submit - back, taken_back: back };
  const who = changesByWords(s.changesBy, me, t);
  const parts = (['in_review', 'to_submit', 'taken_back', 'changes', 'resend', 'role'] as const).filter((k) => f[k] > 0)
    .map((k) => (k === 'changes' && who ? t('w28state.rows.changesBy', { values: { n: f[k], who } }) : k === 'taken_back' ? t('hcamphead.rowsTakenBack', { values: { n: f[k] } }) : t(`w28state.rows.${k}`, { values: { n: f[k] } })));
  return parts.map((x) => `, ${x}`).join('');
}
