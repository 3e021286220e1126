/**
 * sendwords (issue 34, walk 5): the posts a send held back, told by their reasons as the core
 * groups them (sendtab: the status's `now`, from the review state and the current dry run), never
 * all called "problems". Plain functions of the core's counts: the Send tab, the campaign header and
 * the batch bar say the same.
 */
import { isMe, sayName } from './reader';

/**
 * sendtab (issue 34, walk 6): the core's counts of a send now (CampaignStatusDto['now'], campaigns
 * send-now.ts): of the posts the last send skipped, why each is still not sent. `waiting` counts the
 * `changes` too (the core's grouping); read as they come, never derived again here.
 */
export interface NowCounts { skipped: { problems: number; waiting: number; changes: number; ready: number; unchecked?: number; toSubmit?: number; resend?: number; nobody?: number; takenBack?: number }; changesBy?: readonly string[] }

/**
 * The posts a send skipped, by why they are still not sent now: for their problems, waiting for an
 * approver, sent back with changes requested, or ready to send now (held then, approved or fixed
 * since). Null: nothing skipped, or no count from the core yet (the send's own words stand).
 */
export interface HeldSplit {
  problems: number; waiting: number; changes: number; ready: number;
  /** sendtab2 (walk 7): nothing holds them now, and no current dry run checked them (approved since, say): never "problems". Absent: none. */
  unchecked?: number;
  /** w9camp (walk 9, F4): of `waiting`, not sent for review yet (to send for review, not waiting for an approver). Absent: none. */
  toSubmit?: number;
  /**
   * h-reviewwords (walk 44a, 7): of `toSubmit`, those whose approval was taken back (the core's `takenBack`): they were
   * sent for review and approved, never "not sent for review yet". Absent: none.
   */
  takenBack?: number;
  /** w16words (w15review left): of `waiting`, already sent under its approval: needs a new approval, never "waiting for approval". Absent: none. */
  resend?: number;
  /**
   * h-nobody (walk 41a): of `waiting`, in review and nobody in this team may approve them (the core's `nobody`): never
   * "waiting for approval by you". Absent: none.
   */
  nobody?: number;
  /** w21campaign: held because this computer's access was revoked. Absent: none. */
  revoked?: number;
  /** w27sendtab (walk 23, 4): held because this workspace left the team (not in `problems`). Absent: none. */
  left?: number;
}

export function heldSplit(skipped: number, now: NowCounts | null | undefined): HeldSplit | null {
  if (skipped <= 0 || !now) return null;
  const k = now.skipped;
  const split: HeldSplit = { problems: k.problems, waiting: Math.max(0, k.waiting - k.changes), changes: k.changes, ready: k.ready };
  if ((k.unchecked ?? 0) > 0) split.unchecked = k.unchecked;
  const toSubmit = Math.min(split.waiting, k.toSubmit ?? 0);
  if (toSubmit > 0) split.toSubmit = toSubmit;
  const takenBack = Math.min(toSubmit, k.takenBack ?? 0);
  if (takenBack > 0) split.takenBack = takenBack;
  const resend = Math.min(split.waiting - toSubmit, k.resend ?? 0);
  if (resend > 0) split.resend = resend;
  const nobody = Math.min(split.waiting - toSubmit - resend, k.nobody ?? 0);
  if (nobody > 0) split.nobody = nobody;
  return split;
}

/** True when every skipped post is held for its problems: the words "not sent for their problems" are then true. */
export const onlyProblems = (s: HeldSplit | null): boolean => s === null || (s.waiting === 0 && s.changes === 0 && s.ready === 0 && (s.unchecked ?? 0) === 0);

/** The names of who asked for changes, as one phrase ("Bảo", "you and the client (via Lan)"); empty when the core names no one. */
export function changesByWords(by: readonly string[] | undefined, me?: string | null, t?: Parameters<typeof sayName>[2]): string {
  // w10camp (walk 10, 5c): the reader's own request is "you asked for changes", never their own name back (reader.ts isMe).
  // w17you (walk 16, F4): each name as reader.ts sayName says it: a client's request relayed by the reader is
  // "the client (via you)", a teammate's "the client (via Lan)" in the UI's language (was the core's raw "client (via Lan)").
  // w21campaign (walk 19, B): two requesters as a list with "and" (w13waits.namesAnd), the reader first: "you and the client
  // (via Lan) asked", never "The client (via Lan), you asked".
  return t ? namesAndWords(by ?? [], me, t) : (by ?? []).join(', ');
}

/** w21campaign (walk 19, B, C): members' names as one "and" phrase, each as reader.ts sayName says it, the reader first ("you and Lan"). */
export function namesAndWords(all: readonly string[], me: string | null | undefined, t: Parameters<typeof sayName>[2]): string {
  const names = [...all.filter((n) => isMe(n, me)), ...all.filter((n) => !isMe(n, me))].map((name) => sayName(name, me, t));
  if (names.length <= 1) return names.join('');
  return t('w13waits.namesAnd', { values: { rest: names.slice(0, -1).join(', '), last: names[names.length - 1] as string } });
}

/**
 * w21campaign (walk 19, A): why the posts held back NOW are held (every post not sent, the core's counts of a send now), not
 * only those the last send on this laptop skipped: the header and the Send tab say the same reasons beside the same count.
 */
export function heldNowSplit(now: { problems: number; waiting: number; changes: number; toSubmit?: number; resend?: number; revoked?: number; left?: number; nobody?: number; takenBack?: number }): HeldSplit {
  // w27sendtab (walk 23, 4): the posts of a team left are said with the row's reason ("you left the team"), not as problems.
  const left = Math.min(now.problems, now.left ?? 0);
  const split: HeldSplit = { problems: now.problems - left, waiting: Math.max(0, now.waiting - now.changes), changes: now.changes, ready: 0 };
  if (left > 0) split.left = left;
  const toSubmit = Math.min(split.waiting, now.toSubmit ?? 0);
  if (toSubmit > 0) split.toSubmit = toSubmit;
  const takenBack = Math.min(toSubmit, now.takenBack ?? 0);
  if (takenBack > 0) split.takenBack = takenBack;
  const resend = Math.min(split.waiting - toSubmit, now.resend ?? 0);
  if (resend > 0) split.resend = resend;
  // h-nobody (walk 41a): of those in review, the posts nobody in this team may approve (the core's count), said apart.
  const nobody = Math.min(split.waiting - toSubmit - resend, now.nobody ?? 0);
  if (nobody > 0) split.nobody = nobody;
  if ((now.revoked ?? 0) > 0) split.revoked = now.revoked;
  return split;
}

/**
 * w21campaign (walk 19, A): the core's partition (status `split`) as parts of a line, the zero ones unsaid: "3 ready to send
 * now", "3 held back (3 waiting for approval by Bảo)", "1 withdrawn". The header puts the posts and the sent before them; the
 * Send tab, what was sent for publishing.
 */
export function splitParts(split: { ready: number; held: number; withdrawn: number; unknown?: number; refused?: number }, reasons: string, t: T): string[] {
  const parts: string[] = [];
  // w28state (walk 24, 1): handed, not sent: the outcome unknown (the Hub may hold them), refused by the Hub.
  if ((split.unknown ?? 0) > 0) parts.push(t('w28state.unknown', { values: { n: split.unknown ?? 0 } }));
  if ((split.refused ?? 0) > 0) parts.push(t('w28state.refused', { values: { n: split.refused ?? 0 } }));
  if (split.ready > 0) parts.push(t('w21campaign.ready', { values: { n: split.ready } }));
  if (split.held > 0) parts.push(reasons ? t('w21campaign.held', { values: { n: split.held, reasons } }) : t('w21campaign.heldBare', { values: { n: split.held } }));
  if (split.withdrawn > 0) parts.push(t('sendtab2.withdrawn', { values: { n: split.withdrawn } }));
  return parts;
}

/**
 * w23dryrun (walk 20, 3): the campaign's sent posts, each counted once, with who of the team sent them (status `sentBy`, a
 * part of `sent`): "2 sent" from here, "2 sent (by Lan)" when Lan sent them all, "4 sent (2 by Lan, 1 by Bảo)"; the header
 * said "2 sent · … · 2 sent by Lan (a teammate)", the same posts twice in one line.
 */
export function sentWords(sent: number, sentBy: readonly SentByGroup[], t: T, toHub?: ToHubWords, hadAlready = 0): string {
  const by = sentBy.filter((g) => g.posts > 0);
  // h-hubdown (walk 33): some of them have not reached the Hub (the core's `toHub`): handed to the Outbox, never "sent".
  const waiting = toHub && toHub.waiting > 0 ? toHub : null;
  const after = waiting ? `: ${t('hubdown.toHub', { values: { atHub: waiting.atHub, waiting: waiting.waiting } })}${whereWaiting(waiting, t)}` : '';
  // h-campcount (walk 41b, 1): of them, the Hub's already (a replay of a call no teammate names), said as the rows say it.
  const had = hadAlready > 0 ? [t('hcampcount.hadAlready', { values: { n: hadAlready } })] : [];
  if (by.length === 0 && had.length === 0) return `${t(waiting ? 'hubdown.handed' : 'w21campaign.sent', { values: { n: sent } })}${after}`;
  const only = by.length === 1 && by[0]?.posts === sent ? by[0] : null;
  // h-campcount (walk 41b, 2): a revoked teammate's sends whose outcome cannot reach the team say so, as their rows do.
  // h-replay2 (walk 42b, 1): those whose calls were replays of a call no outcome here names are the Hub's already, never "by Lan".
  const who = only && !only.replayed ? `${t('w23dryrun.byAll', { values: { name: only.name } })}${unsharedWords(only, t)}` : [...had, ...by.map((g) => teammateGroupWords(g, t, (n) => t('w23dryrun.bySome', { values: { n, name: g.name } })))].join(', ');
  return `${t(waiting ? 'hubdown.handedBy' : 'w23dryrun.sent', { values: { n: sent, by: who } })}${after}`;
}

/** A teammate's part of a campaign's sent posts (the core's SentByGroup): `unshared`, of them those whose outcome is not shared. */
export type SentByGroup = { name: string; posts: number; unshared?: { posts: number; since: number }; /** h-replay2: of them, the Hub's already (their calls replays). */ replayed?: number };

/**
 * h-replay2 (walk 42b, 1): a teammate's part of the sent — `lead` for the posts they sent, with their unshared outcome — then
 * those whose every call was a replay of a call no outcome here names (the core's `replayed`): "4 the Hub already had
 * (Olivia's calls were replays; who sent them first is not known here)", never "4 sent by Olivia".
 */
export function teammateGroupWords(g: SentByGroup, t: T, lead: (n: number) => string): string {
  const replayed = g.replayed ?? 0;
  const sent = g.posts - replayed;
  return [sent > 0 ? `${lead(sent)}${unsharedWords(g, t)}` : '', replayed > 0 ? t('hcampcount.replayedBy', { values: { n: replayed, name: g.name } }) : ''].filter(Boolean).join(', ');
}

/**
 * h-campcount (walk 41b, 2): ", outcome not shared since Lan's access was revoked" after a teammate's count when the team
 * revoked their token while the outcome of those posts was to come (the core's `unshared`, the rows' "Outcome not shared"); ''.
 */
export function unsharedWords(g: SentByGroup, t: T): string {
  if (!g.unshared) return '';
  return `, ${g.unshared.posts === g.posts ? t('hcampcount.unsharedAll', { values: { name: g.name } }) : t('hcampcount.unsharedSome', { values: { n: g.unshared.posts, name: g.name } })}`;
}

/** "2 sent by Lan (a teammate), outcome not shared since Lan's access was revoked": the Send tab's and the Campaigns list's part. */
export const teamCountWords = (g: SentByGroup, t: T): string => teammateGroupWords(g, t, (n) => t('teamcampaign.counts', { values: { n, name: g.name } }));

/**
 * h-hubdown (walk 33): the core's count of the sent not at the Hub yet, and whether this computer could not reach the Hub (its
 * connectivity reading). h-campwords2 (walk 45b, 3): `waitingBy`, of them a teammate's, by whom (the core's to-hub.ts toHub).
 */
export interface ToHubWords { atHub: number; waiting: number; offline: boolean; waitingBy?: ReadonlyArray<{ name: string; posts: number }> }

/**
 * h-campwords2 (walk 45b, 3): where the posts not at the Hub wait, as `campaign status` says it (the core's `waitingBy`): a
 * teammate's " (queued on Sam's computer: it sends them under the same keys once the Hub answers)", this computer's own
 * " (this computer could not reach the Hub)" while it cannot. Before, a teammate's laptop blamed "this computer" for Sam's
 * posts, and said nothing of where they wait once the Hub was back.
 */
export function whereWaiting(x: Pick<ToHubWords, 'waiting' | 'offline' | 'waitingBy'>, t: T): string {
  const theirs = (x.waitingBy ?? []).filter((g) => g.posts > 0);
  if (theirs.length === 0) return hubNoAnswer(x, t);
  const mine = x.waiting - theirs.reduce((a, g) => a + g.posts, 0);
  const counted = theirs.length > 1 || mine > 0;
  const there = theirs.map((g) => t(counted ? 'hubdown.queuedOnSome' : 'hubdown.queuedOnAll', { values: { n: g.posts, name: g.name } }));
  const here = mine > 0 && x.offline ? [t('hubdown.hereNoAnswer', { values: { n: mine } })] : [];
  return ` (${[...here, ...there].join('; ')})`;
}

/** h-hubdown: " (this computer could not reach the Hub)" when it could not: who says so is this computer, by its own reading. */
export const hubNoAnswer = (x: Pick<ToHubWords, 'offline'>, t: T): string => (x.offline ? ` (${t('hubdown.noAnswer')})` : '');

/** w10camp: words that open a sentence ("{who} asked for changes…"): "You asked…", as a name would be. */
export const atStart = (words: string): string => words.charAt(0).toLocaleUpperCase() + words.slice(1);

type T = (key: string, opts?: { values: Record<string, string | number> }) => string;

/** "1 for its problems, 1 waiting for approval by an owner or an approver, 1 with changes requested by Bảo" in the person's language (`by`: who asked, if known). */
export function heldReasons(s: HeldSplit, who: string, t: T, by = ''): string {
  const parts: string[] = [];
  if (s.problems > 0) parts.push(t('sendwords.reasonProblems', { values: { n: s.problems } }));
  const toSubmit = s.toSubmit ?? 0;
  const resend = s.resend ?? 0;
  // h-nobody (walk 41a): those nobody in this team may approve wait for no one: never among "waiting for approval by {who}".
  const nobody = s.nobody ?? 0;
  if (s.waiting - toSubmit - resend - nobody > 0) parts.push(t('sendwords.reasonWaiting', { values: { n: s.waiting - toSubmit - resend - nobody, who } }));
  if (nobody > 0) parts.push(t('w20authors.reason', { values: { n: nobody } }));
  // h-reviewwords (walk 44a, 7): of them, those whose approval was taken back were sent and approved: said apart.
  const takenBack = Math.min(toSubmit, s.takenBack ?? 0);
  if (toSubmit - takenBack > 0) parts.push(t('w9camp.reasonToSubmit', { values: { n: toSubmit - takenBack } }));
  if (takenBack > 0) parts.push(t('w9camp.reasonTakenBack', { values: { n: takenBack } }));
  if (resend > 0) parts.push(t('w16words.reasonResend', { values: { n: resend } }));
  if (s.changes > 0) parts.push(by ? t('sendtab.reasonChangesBy', { values: { n: s.changes, who: by } }) : t('sendwords.reasonChanges', { values: { n: s.changes } }));
  if (s.ready > 0) parts.push(t('sendwords.reasonReady', { values: { n: s.ready } }));
  if ((s.unchecked ?? 0) > 0) parts.push(t('sendtab2.reasonUnchecked', { values: { n: s.unchecked ?? 0 } }));
  if ((s.revoked ?? 0) > 0) parts.push(t('w21campaign.reasonRevoked', { values: { n: s.revoked ?? 0 } }));
  if ((s.left ?? 0) > 0) parts.push(t('w27sendtab.reasonLeft', { values: { n: s.left ?? 0 } }));
  return parts.join(', ');
}

/**
 * sendtab2 (walk 7): the Send tab's state line counts, each said only when it is not zero ("0 not sent for their
 * problems" with nothing sent yet was false). The skipped posts by their reasons when the core's split says some are not
 * held for problems (`reasons`: heldReasons), else the send's own words. Empty when every count is zero.
 */
export function sendCountsLine(s: { handed: number; skipped: number; unsent: number; withdrawn: number; sentHere?: number }, reasons: string | null, t: T): string {
  const parts: string[] = [];
  // w12camp (walk 12): the posts sent from here outside the campaign's Send (Compose, publish) are sent too, said apart.
  const here = (s.sentHere ?? 0) > 0 ? ` (${t('w12camp.handedHere', { values: { n: s.sentHere ?? 0 } })})` : '';
  if (s.handed > 0) parts.push(`${t('sendtab2.handed', { values: { n: s.handed } })}${here}`);
  if (s.skipped > 0) parts.push(reasons ? t('sendtab2.skippedHeld', { values: { n: s.skipped, reasons } }) : t('sendtab2.skippedProblems', { values: { n: s.skipped } }));
  if (s.unsent > 0) parts.push(t('sendtab2.unsent', { values: { n: s.unsent } }));
  if (s.withdrawn > 0) parts.push(t('sendtab2.withdrawn', { values: { n: s.withdrawn } }));
  return parts.join(' · ');
}

/**
 * w13waits (walk 13): the Send tab's line on posts sent back with changes requested. Their edit is their AUTHOR's:
 * a reader who wrote none of them (Bảo, who asked for the changes on Lan's post) reads "You asked for changes on
 * 1 post: it waits for Lan's edit", never "edit it and send it for review again"; an author (or authors unknown)
 * reads as before. `by`: changesByWords (who asked); `authors`: the posts' authors (the core's reviews).
 */
export function changesPartLine(n: number, by: string, authors: readonly string[], me: string | null | undefined, t: T): string {
  const known = [...new Set(authors)];
  if (!by) return t('heldsend.partChanges', { values: { n } });
  if (known.length === 0 || known.some((a) => isMe(a, me))) return t('sendtab.partChangesBy', { values: { n, who: atStart(by) } });
  const names = known.length === 1 ? known[0] as string : t('w13waits.namesAnd', { values: { rest: known.slice(0, -1).join(', '), last: known[known.length - 1] as string } });
  return t('w13waits.partChangesWaitEdit', { values: { n, who: atStart(by), authors: names } });
}
