/**
 * `postroom campaign create|list|import|plan|dry-run|send|status` (issue 23, item 8): the same
 * planner, importer and sender as the app, each with --json (one JSON object per line on stdout).
 */
import { writeFile } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { groupBy } from '../../../src-shared/group-by';
import type { DryRunSummary, HeldInBatch, NotSentWhy, PlannerDeps, WaitingGroup, WallClockNote } from '../../campaigns';
import type { CampaignImportReport, CampaignPlanInput, Library } from '../../library';
import type { Problem } from '../../publisher';
import { CliError, usageError, type CliContext, type Command } from '../command';
import { DATE_ORDER_OPTION, dateOrderOption, ENCODING_OPTION, encodingOption, importZone, readImportSheet, reportClockTimes, reportDates, reportLayout, reportUnchecked, withLibrary } from './drafts';
import { NO_WAIT_FOR_HUB, resolveHub, withPublisher } from './publish';
import { sendProgress } from './publish-progress';
import { syncBeforeSending } from './send-sync';
import { nameFor } from './review';
import { batchLine, count, reviewRowParts, heldProblemEnglish, dryRunLine, listWord, REVOKED_WORDS, sendNowLine, listSentByText, skippedNowText, stateText, statusCounts, withdrawnPostWords } from './campaign-status-words';
import { PostroomError } from '../../common';
import { splitChannelList } from '../../../src-shared/channel-list';
import { zoneName } from '../../../src-shared/zone-name';
import { brandNameOf } from '../../../src-shared/brand';
import { csvFileText } from '../../../src-shared/csv-file';
import { isPlanFingerprint } from '../../../src-shared/plan-fingerprint';
import { isoOffsetText } from '../../../src-shared/utc-offset';
import { joinProblems } from '../../../src-shared/join-problems';
import { approvalWithdrawnEnglish } from '../../../src-shared/withdrawn-words';

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
/** w30words: a whole number of minutes, checked before the command runs (the option's `accepts`). */
const int = (v: unknown): number | undefined => {
  const s = str(v);
  return s === undefined ? undefined : Number(s);
};
function oneId(positionals: string[], c: Command, count = 1): string[] {
  if (positionals.length !== count) throw usageError(c);
  return positionals;
}

/** The core areas a campaign command uses, loaded when it runs. */
const load = async () => {
  const [campaignsArea, library, publisher] = await Promise.all([import('../../campaigns'), import('../../library'), import('../../publisher')]);
  return { ...campaignsArea, ...library, ...publisher };
};

const plannerDeps = async (lib: Library): Promise<PlannerDeps> => {
  const [{ libraryDrafts }, { cache, brandNames }] = await Promise.all([import('../../publisher'), import('../../library')]);
  const w = lib.workspaces.getCurrent(lib.db);
  const ws = w.id;
  // A team workspace's port (issue 34): the dry run holds back posts not approved, as Send does.
  const team = (await import('../../team')).teamPublishPort(lib, w);
  return { library: lib, workspaceId: ws, now: () => Date.now(), pins: (p) => libraryDrafts(lib, ws).pins?.(p) ?? null, knownProfiles: () => new Set(cache.profiles(lib.db, ws).map((p) => p.profile_id)), brandProfiles: () => brandNames.brandProfilesOf(cache.profiles(lib.db, ws)), team };
};

/** w16camprow (walk 15, 3): the reader's member name in a team workspace (their own lines say "you"); null outside a team. */
const readerOf = (lib: Library): string | null => (lib.workspaces.getCurrent(lib.db) as { team?: { member: string } | null }).team?.member ?? null;

const createCommand: Command = {
  name: 'campaign create',
  area: 'campaigns',
  writes: 'campaigns.create',
  summary: 'create a campaign',
  args: 'NAME',
  example: 'campaign create "Summer sale"',
  async run(ctx, { positionals }) {
    const [name] = oneId(positionals, this);
    const { campaigns } = await load();
    return withLibrary(ctx, async (lib) => {
      const c = campaigns.create(lib.db, { name: name ?? '' });
      ctx.emit({ ok: true, campaign: { id: c.id, name: c.name } }, `created campaign ${c.id} "${c.name}"`);
      return 0;
    });
  },
};

const listCommand: Command = {
  name: 'campaign list',
  area: 'campaigns',
  summary: 'list the campaigns of the current workspace',
  example: 'campaign list --json',
  async run(ctx) {
    const { campaigns, campaignListStates } = await load();
    return withLibrary(ctx, async (lib) => {
      // campaignslist: the state the status says (a campaign a teammate sent is 'done', sent by them), not this laptop's stored one.
      const team = (await import('../../team')).teamPublishPort(lib, lib.workspaces.getCurrent(lib.db));
      const list = campaigns.list(lib.db);
      const states = new Map(campaignListStates(lib, list.map((c) => c.id), team).map((x) => [x.id, x]));
      for (const c of list) {
        const { sendState, teamSent, sentBy, sentHere, hadAlready, word, unknown, refused } = states.get(c.id)!;
        ctx.emit({ campaign: { id: c.id, name: c.name, posts: c.draftIds.length, sendState, word, teamSent, sentBy, sentHere, hadAlready, unknown, refused } }, `${c.id}  ${String(c.draftIds.length).padStart(5)} ${c.draftIds.length === 1 ? 'post ' : 'posts'}  ${listWord(sendState, word, unknown).padEnd(12)}  ${c.name}${listSentByText({ sentBy, sentHere, hadAlready })}`);
      }
      return 0;
    });
  },
};

/** A time the clocks skip or show twice (mend 31.4), as the plan and the dry run say it: a warning ("!"), the core's words. */
const wallClockText = (english: (n: WallClockNote) => string, n: WallClockNote | null | undefined): string => (n ? `  ! ${english(n)}` : '');
/** w23dryrun (walk 20, 1): a dry-run row after a clock change, marked on the row as the app's badge marks it (the summary counts it). */
const shiftText = (s: { from: string; to: string; on?: string } | null): string => (s ? `  after the clock change${s.on ? ` of ${s.on}` : ''} (${isoOffsetText(s.from)} → ${isoOffsetText(s.to)})` : '');

/** Rows that match posts already in the campaign (the same file imported again): one warning line, before the outcome. */
function reportDuplicates(ctx: CliContext, r: Pick<CampaignImportReport, 'duplicates'>): void {
  const d = r.duplicates;
  if (!d) return;
  const where = d.places.map((p) => (p.line !== undefined ? String(p.line) : `item ${p.index ?? 0}`));
  const shown = where.length > 12 ? `${where.slice(0, 12).join(', ')} and ${where.length - 12} more` : where.join(', ');
  const what = `${d.rows} ${d.rows === 1 ? 'row matches a post' : 'rows match posts'} already in the campaign (same caption, profile, channels and time; ${where.length === 1 ? 'line' : 'lines'} ${shown})`;
  if (ctx.json) ctx.emit({ warning: { code: 'duplicate_rows', rows: d.rows, places: d.places, done: d.done } });
  else ctx.info(`warning: ${what}: ${d.done === 'skipped' ? 'left out (--skip-duplicates)' : 'imported again; --skip-duplicates leaves them out'}`);
}

const importCommand: Command = {
  name: 'campaign import',
  area: 'campaigns',
  writes: 'campaigns.import',
  summary: 'import a CSV (ours, Hootsuite\'s or Buffer\'s) or JSON file into a campaign; --partial imports the good rows alone',
  args: 'ID FILE',
  argCompletes: ['campaign', 'file'],
  argAccepts: [undefined, { kind: 'read' }],
  options: {
    profile: { type: 'string', value: 'NAME|ID', help: 'the profile of rows that name none' },
    platforms: { type: 'string', value: 'a,b', help: 'the channels of rows that name none' },
    timezone: { type: 'string', value: 'ZONE', help: 'the time zone of rows that name none, stored with their posts (default: this computer\'s zone)', accepts: { kind: 'zone' } },
    'date-order': DATE_ORDER_OPTION,
    encoding: ENCODING_OPTION,
    partial: { type: 'boolean', help: 'import the good rows and list the bad ones (default: a bad row imports nothing)' },
    'skip-duplicates': { type: 'boolean', help: 'leave out rows that match posts already in the campaign (same caption, profile, channels and time; default: a warning, and they are imported)' },
  },
  example: 'campaign import cmp_01H… hootsuite.csv --timezone Asia/Ho_Chi_Minh',
  async run(ctx, { positionals, values }) {
    const [id, file] = oneId(positionals, this, 2) as [string, string];
    const dateOrder = dateOrderOption(values['date-order']);
    const { campaignImport } = await load();
    const { text, encoding, by: encodingBy } = await readImportSheet(ctx, file, encodingOption(values.encoding));
    const chosen = str(values.profile); // w30walk: checked with the Hub's profiles, as drafts import
    const profile = chosen ? await (await import('./profile-choice')).profileChoice(ctx, chosen) : undefined;
    return withLibrary(ctx, async (lib) => {
      // w26left: nothing is imported into a campaign kept from a team this workspace left (left_team), as in the app.
      (await import('../../team')).refuseLeftCampaign(lib.db, 'campaigns.import', { id });
      const listed = str(values.platforms);
      const platforms = listed === undefined ? undefined : splitChannelList(listed);
      const tz = importZone(values.timezone); // w24zone: --timezone, else this computer's zone, as drafts import
      const r = await campaignImport.importIntoCampaign(lib.db, id, {
        name: basename(file), text, encoding, encodingBy, partial: values.partial === true, baseDir: dirname(resolve(file)), dateOrder, duplicates: values['skip-duplicates'] === true ? 'skip' : 'import',
        defaults: { ...(profile ? { profile_id: profile } : {}), ...(platforms ? { platforms } : {}), timezone: tz.zone },
      });
      // A file in columns nobody knows was not read as anything: its one problem says what it needs.
      const unread = r.problems.some((p) => p.field === '(file)' || p.code === 'duplicate_column');
      reportLayout(ctx, r);
      await reportDates(ctx, r, tz);
      reportUnchecked(ctx, r);
      await reportClockTimes(ctx, r);
      reportDuplicates(ctx, r);
      for (const p of r.problems) ctx.emit({ problem: p }, `${p.line !== undefined ? `line ${p.line}` : p.index !== undefined ? `item ${p.index}` : 'file'}: ${p.field}: ${p.message} [${p.code}]`);
      if (unread) throw new CliError('failed', `nothing imported from ${file}: the file itself is not importable`);
      if (r.imported === 0 && r.problems.length > 0) {
        const good = r.rows - r.badRows;
        throw new CliError('failed', `nothing imported: ${r.badRows} of ${count(r.rows, 'row')} ${r.badRows === 1 ? 'is' : 'are'} bad${good > 0 ? ` (--partial imports the ${good === 1 ? 'good one' : `${good} good ones`})` : ''}`);
      }
      ctx.emit({ ok: true, campaignId: id, rows: r.rows, imported: r.imported, badRows: r.badRows, layout: r.layout, ...(r.delimiter ? { delimiter: r.delimiter } : {}), encoding, encodingBy, ids: r.ids }, `imported ${count(r.imported, 'post')} into campaign ${id}${r.badRows ? ` (${count(r.badRows, 'bad row')} left out)` : ''}`);
      return 0;
    });
  },
};

const planCommand: Command = {
  name: 'campaign plan',
  area: 'campaigns',
  writes: 'campaigns.applyPlan',
  summary: 'spread the unsent posts over queue slots, the best hours kept from Insights, an interval or their own times, and write the times',
  args: 'ID',
  argCompletes: ['campaign'],
  options: {
    mode: { type: 'string', value: 'queue_slots|best_hours|interval|file_times', help: 'how the times are chosen (default: the stored plan)', completes: { words: ['queue_slots', 'best_hours', 'interval', 'file_times'], only: true } },
    delivery: { type: 'string', value: 'schedule|queue', help: "scheduled on the Hub at each time, or handed to the Hub's queue", completes: { words: ['schedule', 'queue'], only: true } },
    timezone: { type: 'string', value: 'ZONE', help: 'the time zone the times are in', accepts: { kind: 'zone' } },
    start: { type: 'string', value: 'YYYY-MM-DDTHH:mm', help: 'no time before this one' },
    interval: { type: 'string', value: 'MIN', help: 'minutes between posts (interval mode)', accepts: { kind: 'whole', min: 1, unit: 'minutes' } },
    gap: { type: 'string', value: 'MIN', help: 'the least minutes between two posts of one channel', accepts: { kind: 'whole', min: 0, unit: 'minutes' } },
    'refresh-queue': { type: 'boolean', help: "read the profiles' queue slots from the Hub again" },
  },
  example: 'campaign plan cmp_01H… --mode interval --interval 90 --start 2026-12-01T09:00',
  async run(ctx, { positionals, values }) {
    const [id] = oneId(positionals, this) as [string];
    const { campaignPlans, apply, wallClockEnglish } = await load();
    return withLibrary(ctx, async (lib) => {
      // w23left: a campaign holding a kept draft of a team this workspace left gives it no time (read-only here).
      const left = await import('../../team');
      left.refuseLeftDrafts(lib.db, left.campaignPosts(lib.db, id));
      // w26left: a campaign the team had when this workspace left it is kept read-only (left_team), as in the app.
      left.refuseLeftCampaign(lib.db, 'campaigns.applyPlan', { id });
      const stored = campaignPlans.getPlan(lib.db, id).plan;
      const plan = { ...stored } as Record<string, unknown>;
      for (const [opt, key] of [['mode', 'mode'], ['delivery', 'delivery'], ['timezone', 'timezone'], ['start', 'start']] as const) if (str(values[opt])) plan[key] = str(values[opt]);
      const interval = int(values.interval);
      const gap = int(values.gap);
      if (interval !== undefined) plan.intervalMinutes = interval;
      if (gap !== undefined) plan.minGapMinutes = gap;
      const deps = await plannerDeps(lib);
      if (plan.mode === 'queue_slots') await refreshQueues(ctx, lib, deps.workspaceId, id, values['refresh-queue'] === true);
      const r = planOrUsage(() => apply(deps, id, plan as CampaignPlanInput));
      for (const it of r.items) {
        ctx.emit({ item: it }, it.problem ? `${it.id}  not placed: ${it.problem.message}` : `${it.id}  ${it.local} ${zoneName(it.timezone)} (${it.offset ? isoOffsetText(it.offset) : ''})${wallClockText(wallClockEnglish, it.wallClock)}${it.dstShift ? `  clocks change ${isoOffsetText(it.dstShift.from)} → ${isoOffsetText(it.dstShift.to)}` : ''}${it.movedForGapMinutes ? `  +${it.movedForGapMinutes} min for the gap` : ''}`);
      }
      // w24campaign (walk 21, 2): a plan writes times here and sends nothing (it said "scheduled on the Hub"); an approved
      // post given a new time goes back to review, named, as the calendar's toast says it (the core's approvalChanges).
      for (const b of r.backToReview) ctx.emit({ backToReview: b }, `post ${b.position} (draft ${b.id}) goes back to review: ${b.by} approved the old time`);
      const kept = r.written - r.moved;
      ctx.emit(
        { ok: true, campaignId: id, plan: r.plan, written: r.written, moved: r.moved, backToReview: r.backToReview },
        `${count(r.moved, 'post')} given a new time${r.plan.delivery === 'queue' ? " (to go by the Hub's queue)" : ''}${kept > 0 ? `, ${kept} kept ${kept === 1 ? 'its' : 'their'} time` : ''} (nothing sent: the Hub holds nothing new until \`postroom campaign send\`)`,
      );
      return r.items.some((i) => i.problem) ? 1 : 0;
    });
  },
};

/**
 * w29time (walk 25, 1): a plan refused for its values (a --start that does not exist, or that the clocks skip) is a bad
 * value given on the command line: exit 2 like the other bad values, nothing written.
 */
function planOrUsage<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof PostroomError && e.code === 'invalid_input') throw new CliError('usage', e.message.replace(/^start: /, '--start: '));
    throw e;
  }
}

/** Reads the queue settings of the campaign's profiles from the Hub when asked or not cached; offline, the cache plans. */
async function refreshQueues(ctx: CliContext, lib: Library, ws: string, campaignId: string, force: boolean): Promise<void> {
  const [{ campaigns, queueSettings }, { HubClient }] = await Promise.all([load(), import('../../hub')]);
  const ids = campaigns.getCampaign(lib.db, campaignId).draftIds;
  // w27brand: a brand still a name is no profile to ask the Hub about (preflight holds its posts).
  const profiles = new Set(lib.drafts.getMany(lib.db, ids).map((d) => d.profile_id).filter((p): p is string => p !== null && brandNameOf(p) === null));
  const missing = [...profiles].filter((p) => force || !queueSettings.read(lib.db, ws, p));
  if (missing.length === 0) return;
  const hub = await resolveHub(ctx, lib);
  const client = new HubClient({ baseUrl: hub.baseUrl, apiKey: hub.apiKey });
  try {
    for (const p of missing) {
      try {
        const r = await client.queueSettings(p, { signal: AbortSignal.timeout(10_000) });
        queueSettings.put(lib.db, ws, p, { timezone: r.settings?.timezone ?? 'UTC', slots: (r.settings?.slots ?? []).map((s) => ({ weekday: s.weekday, time: s.time })) });
      } catch (err) {
        ctx.info(`queue settings of ${p} not read (${err instanceof Error ? err.message : String(err)}); ${queueSettings.read(lib.db, ws, p) ? 'using the cached copy' : 'none cached'}`);
      }
    }
  } finally {
    await client.close().catch(() => undefined);
    await hub.close?.().catch(() => undefined);
  }
}

/** w16words (w15cli left): how this workspace rejoins the team it left (the core's one rejoinEnglish, by its kept token refusal). */
async function leftRejoin(lib: Library): Promise<string> {
  const [{ leftTokenRefusal }, { rejoinEnglish }] = await Promise.all([import('../../team'), import('../../publisher')]);
  return rejoinEnglish(leftTokenRefusal(lib.db, lib.workspaces.getCurrent(lib.db).id));
}

/**
 * heldsend: what a waiting group waits for, in the CLI's English ("waiting for approval by an owner or an approver").
 * w16camprow (walk 15, 3): `me`, the reader's member name: their own request or post says "you" (review.ts nameFor, w11words' rule).
 */
export function waitingWords(code: string, whoNamed: string | null, me: string | null = null, rejoin = 'rejoin it: postroom workspace join NAME --team URL'): string {
  const who = whoNamed === null ? null : nameFor(whoNamed, me);
  switch (code) {
    case 'waiting_approval': return `waiting for approval by ${who ?? 'an approver'}`;
    case 'waiting_review': return `not sent for review yet${who ? ` (by ${who})` : ''}: waiting for approval once sent`;
    case 'changes_requested': return `changes requested${who ? ` by ${who}` : ''}: waiting for an edit and a new review`;
    case 'role_cannot_publish': return 'a viewer cannot publish: waiting for an editor, an approver or an owner to send';
    // leftview (walk 7): before, said "waiting for review" of a post no review here can free.
    // w16words: `rejoin`, the core's rejoinEnglish (leftRejoin): a token the team had refused needs a new one.
    case 'left_team': return `you left ${who ? `the team ${who}` : 'the team'}: published through the team only (${rejoin}; or in the app: Duplicate, to make a copy of your own)`;
    default: return 'sending again needs a new approval: waiting for review';
  }
}

/** w20authors: a review hold nobody in the team may approve (`nobody`: the core's words, team/who-approves.ts). */
const nobodyWords = (code: string, nobody: string): string => `${code === 'waiting_review' ? 'not sent for review yet' : 'waiting for approval'}, but ${nobody}`;

/**
 * A review hold in words: nobody may approve it (nobodyWords), its approval was taken back (h-reviewwords, walk 44a, 7:
 * the publisher's withdrawnEnglish, never "not sent for review yet" of a post sent and approved), else whom it waits for.
 */
function holdWords(p: { code: string; who?: string | null; nobody?: string; withdrawn?: Problem['withdrawn'] }, me: string | null, rejoin?: string): string {
  if (p.nobody) return nobodyWords(p.code, p.nobody);
  if (p.code === 'waiting_review' && p.withdrawn) return `${approvalWithdrawnEnglish(p.withdrawn, me)}: waiting for an edit or a new review`;
  return waitingWords(p.code, p.who ?? null, me, rejoin);
}

/**
 * w19campaign (walk 17, 4): why one post of the campaign is not sent now, as the core's status says it (send-now.ts
 * NotSentWhy: a post added after the last send too), in the words of the send's own lines; null: a teammate sent it
 * (the status line counts it by them).
 */
export function notSentWhyText(w: NotSentWhy, me: string | null = null, rejoin?: string): string | null {
  switch (w.why) {
    case 'teamSent': return null;
    case 'problems':
      if (w.left) return waitingWords('left_team', null, me, rejoin);
      // w24campaign (walk 21, 4): in words, its channel and numbers named (was the bare code "caption_too_long").
      return w.problems && w.problems.length > 0 ? `held back for its problems: ${joinProblems(w.problems.map(heldProblemEnglish))}` : w.codes && w.codes.length > 0 ? `held back for its problems: ${w.codes.join(', ')}` : 'held back for an error (the dry run names it)';
    // w28cli (walk 24, 3): whom it waits for, as the core names them ("you", "Bảo"), never the bare "an approver".
    case 'in_review': return w.nobody ? nobodyWords('waiting_approval', w.nobody) : waitingWords('waiting_approval', w.who ?? null, me);
    case 'to_submit': return holdWords({ code: 'waiting_review', who: w.who, nobody: w.nobody, withdrawn: w.withdrawn }, me);
    case 'changes': return waitingWords('changes_requested', w.by, me);
    case 'role': return waitingWords('role_cannot_publish', null, me);
    case 'resend': return 'already sent under its approval: needs a new approval before it can be sent again';
    case 'revoked': return `${REVOKED_WORDS}${w.problems && w.problems.length > 0 ? `; and its problems: ${joinProblems(w.problems.map(heldProblemEnglish))}` : ''}`;
    // w25dryrun (walk 22, 2): "the last send" only of a post a real send's batch held back (`lastSend`).
    case 'ready': return w.lastSend ? 'the last send held it back; nothing holds it now: the next send takes it' : 'nothing holds it: the next send takes it';
    case 'unchecked': return w.lastSend ? 'the last send held it back; not checked since (run the dry run)' : 'not checked yet (run the dry run)';
  }
}

/** w28cli (walk 24, 1): what held a post of a send back, in the CLI's words: its team hold, else its problems (the core's). */
function heldReasonText(h: HeldInBatch, me: string | null, rejoin: string): string {
  const p = h.hold;
  // w29sent (walk 25, 2): its errors first (it could not go even if approved), its review wait beside.
  const waits = h.waits ? `; and ${holdWords(h.waits, me, rejoin)}` : '';
  if (!p) return `${h.problems.length > 0 ? joinProblems(h.problems.map(heldProblemEnglish)) : 'held back for an error (the dry run names it)'}${waits}`;
  // Walk 38 (5): the revocation, and the post's own problems beside it (they still hold it after a rejoin).
  if (p.code === 'revoked') return `${p.message}${h.problems.length > 0 ? `; and its problems: ${joinProblems(h.problems.map(heldProblemEnglish))}` : ''}`;
  if (p.code === 'sent_by_team') return p.message;
  return holdWords(p, me, rejoin);
}

/** The waiting groups as --json carries them (a stable field: `waiting`), and their lines of words. */
function waitingReport(groups: WaitingGroup[], me: string | null, rejoin: string): { json: Array<{ code: string; who: string | null; posts: number; draftIds: string[] }>; lines: string[] } {
  return {
    json: groups.map((g) => ({ code: g.code, who: g.who, posts: g.draftIds.length, draftIds: g.draftIds })),
    // w20authors: posts nobody in the team may approve say so, with the team's setting (never "by an approver").
    // h-reviewwords (walk 44a, 7): posts whose approval was taken back are a group of their own, said so.
    lines: groups.map((g) => `${g.nobody ? nobodyWords(g.code, g.nobody) : g.takenBackBy ? `approval taken back by ${nameFor(g.takenBackBy, me)}: waiting for an edit or a new review` : waitingWords(g.code, g.who, me, rejoin)}: ${g.draftIds.length}`),
  };
}

/** teamcampaign: the posts a teammate sent, by whom (--json `teamSent`), and their lines of words. */
function sentByReport(rows: ReadonlyArray<{ draftId: string; sentBy: string | null }>): { json: Array<{ name: string; posts: number; draftIds: string[] }>; lines: string[] } {
  const json = [...groupBy(rows, (r) => r.sentBy, (r) => r.draftId)].map(([name, ids]) => {
    const draftIds = [...new Set(ids)];
    return { name, posts: draftIds.length, draftIds };
  });
  return { json, lines: json.map((g) => `sent by ${g.name} (a teammate): ${g.posts} (not sent again)`) };
}

/** w25dryrun (walk 22, 1): the summary's rows in parts that add up to them (DryRunSummary.rowsToSend …), each part once. */
function rowParts(s: DryRunSummary, me: string | null): string {
  return [
    `${s.rowsToSend} to send`, `${s.errors} with errors`, `${s.rowsHeldWithPost} held with their post`,
    // w28state (walk 24, 2): the rows held for the team's review by what each waits for (never "waiting for review" of a post sent back with changes).
    ...reviewRowParts(s, me),
    ...(s.rowsTeamSent > 0 ? [`${s.rowsTeamSent} already sent by a teammate`] : []),
  ].join(', ');
}

const dryRunCommand: Command = {
  name: 'campaign dry-run',
  area: 'campaigns',
  summary: 'post × channel × time with every problem, sending nothing (--csv FILE writes it as CSV)',
  args: 'ID',
  argCompletes: ['campaign'],
  options: { csv: { type: 'string', value: 'FILE', help: 'also write the rows to FILE as CSV', completes: 'file', accepts: { kind: 'write' } } },
  example: 'campaign dry-run cmp_01H… --csv check.csv',
  async run(ctx, { positionals, values }) {
    const [id] = oneId(positionals, this) as [string];
    const { runDryRun, dryRunCsv, rememberDryRun, waitingGroups, REVIEW_HOLD_CODES, sendNow, campaignPlans, teamSentPosts, wallClockEnglish } = await load();
    return withLibrary(ctx, async (lib) => {
      let posts: Parameters<typeof rememberDryRun>[3];
      const deps = await plannerDeps(lib);
      const r = runDryRun(deps, id, (p) => (posts = p));
      const me = readerOf(lib);
      // Kept, as the app keeps its own: `campaign status` and the app then say what it found and whether the plan changed since.
      rememberDryRun(lib, id, r, posts, deps.team);
      const rejoin = await leftRejoin(lib);
      for (const row of r.rows) {
        // heldsend: a post waiting for the team's review is marked so, apart from the errors to fix.
        // teamcampaign: a post a teammate sent is told as sent by them (not sent again), never "ok".
        const problems = row.sentBy !== null ? `sent by ${row.sentBy} (not sent again)`
          // w25dryrun (walk 22, 1): held with its post (an error on another channel), never "ok".
          : row.heldWithPost && row.problems.length === 0 && !row.wallClock ? 'held with its post (an error on another channel)'
          // w13revoked (walk 13, c): a review hold in words, the summary line's (was the raw code "waiting_review").
          : row.problems.map((p) => (REVIEW_HOLD_CODES.has(p.code) ? `… ${holdWords(p, me, rejoin)}` : `${p.severity === 'error' ? '✗' : '!'} ${p.label && p.length !== undefined ? heldProblemEnglish({ ...p, channel: p.channel ?? null, label: p.label, own: p.own ?? false }) : p.message}`)).join(', ') || (row.wallClock ? '' : 'ok'); // w23dryrun: its "!" time is its warning
        ctx.emit({ row }, `${String(row.position).padStart(4)}  ${row.channel.padEnd(16)} ${row.local ?? '(no time)'} ${row.offset ? isoOffsetText(row.offset) : ''}${wallClockText(wallClockEnglish, row.wallClock)}${shiftText(row.dstShift)}  ${problems}`);
      }
      const csv = str(values.csv);
      if (csv) await writeFile(csv, csvFileText(dryRunCsv(r.rows)), 'utf8');
      const s = r.summary;
      // heldsend: the posts held back, told apart as the app's dry run tells them (the same derivation: rows' `waiting`).
      const waiting = waitingReport(waitingGroups(r.rows.filter((x) => x.waiting)), me, rejoin);
      const heldForErrors = s.heldHere - s.waiting; // w31send: of the posts held back here (the core's), those not waiting for review
      // sendtab: what a send would do now (the core's count, as `campaign status` and the app's Send tab say it), with the posts an earlier send held back.
      const held = new Set(r.rows.filter((x) => x.held).map((x) => x.draftId));
      const list = posts ?? [];
      const now = sendNow({ posts: list, skippedIds: new Set(campaignPlans.sends(lib.db, id).filter((x) => x.outcome === 'skipped').map((x) => x.draftId)), sent: teamSentPosts(lib, id, list.map((d) => d.id), deps.team), team: deps.team, dryHeld: (d) => held.has(d) });
      const sentBy = sentByReport(r.rows);
      const heldLines = [
        ...sentBy.lines,
        ...(heldForErrors > 0 ? [`held back for an error (fix it, then run the dry run again): ${heldForErrors}`] : []),
        ...waiting.lines.map((l) => `${l} (not sent until approved)`),
      ];
      ctx.emit(
        { ok: s.errors === 0, campaignId: id, summary: s, heldForErrors, waiting: waiting.json, teamSent: sentBy.json, now, fingerprint: r.fingerprint, ...(csv ? { csv } : {}) },
        // w25dryrun (walk 22, 1): every count of rows, and the parts before ";" add up to the rows (the core's partition).
        `${count(s.posts, 'post')}, ${count(s.rows, 'row')}: ${rowParts(s, me)}; ${s.warnings} with warnings, ${count(s.duplicates, 'duplicate')}, ${count(s.collisions, 'collision')}, ${s.dstShifts} near a clock change${csv ? `; written to ${csv}` : ''}${heldLines.map((l) => `\n${l}`).join('')}${skippedNowText(now, me) ? `\n${skippedNowText(now, me)}` : ''}${s.going > 0 ? `\nto send exactly this: postroom campaign send ${id} --fingerprint ${r.fingerprint}` : '\nnothing to send'}`,
      );
      return s.errors === 0 ? 0 : 1;
    });
  },
};

const sendCommand: Command = {
  name: 'campaign send',
  area: 'campaigns',
  summary: 'send (or resume) the campaign\'s posts not sent yet, in batches; a Hub that does not answer leaves them queued for `resume` (exit 1)',
  args: 'ID',
  argCompletes: ['campaign'],
  options: {
    fingerprint: { type: 'string', value: 'F', help: 'a dry run\'s fingerprint: send nothing if the posts, times, channels or options changed since it' },
    'dry-run': { type: 'boolean', help: 'send nothing: show what a send would do (the same as campaign dry-run)' },
  },
  example: 'campaign send cmp_01H… --fingerprint sp1-3f9c…',
  async run(ctx, { positionals, values }) {
    const [id] = oneId(positionals, this) as [string];
    const fingerprint = str(values.fingerprint);
    if (fingerprint && !isPlanFingerprint(fingerprint)) throw new CliError('usage', `--fingerprint ${JSON.stringify(fingerprint)} is not a dry run's fingerprint (sp1- and 32 hexadecimal digits, as \`postroom campaign dry-run ${id}\` prints it): nothing was sent`);
    if (values['dry-run'] === true) {
      if (fingerprint) throw new CliError('usage', '--dry-run sends nothing: leave out --fingerprint');
      return dryRunCommand.run.call(dryRunCommand, ctx, { positionals: [id], values: {} });
    }
    const { CampaignSender, waitingGroups, heldInBatches, campaignPlans, campaignDrafts, REVIEW_HOLD_CODES } = await load();
    await syncBeforeSending(ctx); // h-pubsync: the approvals the team holds now, as publish
    return withPublisher(ctx, undefined, async (publisher, emitter, lib) => {
      const teamArea = await import('../../team');
      // w28cli (walk 24, 2): a campaign kept from a team this computer left is not sent, said in one sentence, exit non-zero.
      teamArea.refuseLeftSend(lib.db, id);
      const team = teamArea.teamPublishPort(lib, lib.workspaces.getCurrent(lib.db));
      const before = new Set(campaignPlans.batches(lib.db, id));
      // w27cli (walk 23, 1): each batch by outcome, from the post state the Outbox shows; then each unknown outcome, and how to find out.
      const lines = sendProgress(ctx, emitter, team, (batchId) => publisher.batchJobs(batchId));
      const sender = new CampaignSender({ library: lib, publisher: async () => publisher, team: () => team, signal: ctx.signal, onStatus: (s) => ctx.json && ctx.emit({ status: s }) });
      // h-campteam (walk 44b, 2): the campaign's own jobs still to send (the Hub did not answer) go on now, under their keys, as `resume`.
      const resumed = sender.ownUnsentJobs(id, publisher);
      await sender.send(id, fingerprint ? { fingerprint } : {});
      await sender.idle(id);
      await lines.after();
      if (resumed.length > 0) ctx.emit({ resumed: { jobIds: resumed } }, `resumed ${resumed.length === 1 ? '1 job' : `${resumed.length} jobs`} of this campaign waiting to reach the Hub, under ${resumed.length === 1 ? 'its key' : 'their keys'} (as postroom resume)`);
      const s = await sender.status(id);
      // w28cli (walk 24, 1): each post THIS send held back (its own batches), named, with what held it: the words of the
      // app's Send tab for a problem (the core's heldProblems), whom a review waits for; nothing of another batch.
      const mine = campaignPlans.batches(lib.db, id).filter((b) => !before.has(b));
      const held = heldInBatches(lib.db, mine);
      const order = campaignDrafts(lib, id);
      const position = new Map(order.map((d, i) => [d.id, i + 1]));
      const byId = new Map(order.map((d) => [d.id, d]));
      held.sort((a, b) => (position.get(a.draftId) ?? 0) - (position.get(b.draftId) ?? 0));
      const me = readerOf(lib);
      const rejoin = await leftRejoin(lib);
      // A post named as lists name it (its first line; imported here: --help's static imports stay leaves).
      const { firstLine } = await import('../../../src-shared/first-line');
      for (const h of held) {
        const reason = heldReasonText(h, me, rejoin);
        const d = byId.get(h.draftId);
        const name = d ? ` “${d.title?.trim() || firstLine(d.caption, 40)}”` : '';
        ctx.emit({ held: { draftId: h.draftId, position: position.get(h.draftId), kind: h.kind, code: h.hold?.code ?? null, reason } }, `post ${position.get(h.draftId) ?? '?'}${name} (draft ${h.draftId}) held back: ${reason}`);
        // heldsend: --json keeps each waiting post's own line (code and whom), as before.
        if (ctx.json && h.hold && REVIEW_HOLD_CODES.has(h.hold.code)) ctx.emit({ waiting: { draftId: h.draftId, position: position.get(h.draftId), code: h.hold.code, who: h.hold.who ?? null } });
      }
      const waiting = waitingReport(waitingGroups(held.map((h) => ({ draftId: h.draftId, problems: h.hold ? [h.hold] : [] }))), me, rejoin);
      // h-cliwords (walk 31/32, 1): of the posts sent, how many reached the Hub; those that did not, said so (h-hubdown: the core's status derives it).
      const { toHub } = s;
      // An honest exit: 0 only when the send ended with nothing of its own held back (nor stopped before the end), all at the Hub.
      const ok = s.sendState === 'done' && held.length === 0 && toHub.waiting === 0;
      ctx.emit({ ok, final: true, status: { ...s, toHub: undefined }, waiting: waiting.json, toHub }, `campaign ${id}: ${stateText(s)}; ${statusCounts(s, me)}${waiting.lines.map((l) => `\n${l}`).join('')}`);
      return ok ? 0 : 1;
    }, true, NO_WAIT_FOR_HUB); // h-clipublish (walk 33, 3): a Hub that does not answer is said and not waited for: the jobs kept for resume
  },
};

const statusCommand: Command = {
  name: 'campaign status',
  area: 'campaigns',
  summary: 'where the campaign\'s send stands, batch by batch',
  args: 'ID',
  argCompletes: ['campaign'],
  example: 'campaign status cmp_01H… --json',
  async run(ctx, { positionals }) {
    const [id] = oneId(positionals, this) as [string];
    const { CampaignSender } = await load();
    return withPublisher(ctx, undefined, async (publisher, _e, lib) => {
      const team = (await import('../../team')).teamPublishPort(lib, lib.workspaces.getCurrent(lib.db));
      const s = await new CampaignSender({ library: lib, publisher: async () => publisher, team: () => team }).status(id);
      for (const b of s.batches) ctx.emit({ batch: b }, batchLine(b, s.revokedPast > 0));
      // h-cliwords: `toHub` said beside the status as before (h-hubdown: the core's status derives it).
      ctx.emit({ status: { ...s, batches: undefined, toHub: undefined }, toHub: s.toHub }, `${stateText(s)}: ${statusCounts(s, readerOf(lib))}`);
      if (!ctx.json) ctx.info(dryRunLine(s.dryRun, s.toHub));
      if (!ctx.json && s.unsent + s.skipped > 0) ctx.info(sendNowLine(s.now, readerOf(lib)));
      // w19campaign (walk 17, 4): each post not sent, with why (the Posts tab's reason; --json: status.now.notSentWhy).
      const why = ctx.json ? [] : (s.now.notSentWhy ?? []);
      if (why.length > 0) {
        const position = new Map((await load()).campaigns.getCampaign(lib.db, id).draftIds.map((d, i) => [d, i + 1]));
        const rejoin = await leftRejoin(lib);
        // h-withdrawn (walk 44b, 6): a post a teammate withdrew after a call that may have reached the Hub says so.
        const withdrawnBy = new Map(s.withdrawnBy.flatMap((g) => g.draftIds.map((d) => [d, g] as const)));
        for (const w of why) {
          const by = withdrawnBy.get(w.draftId);
          const words = by && (w.why === 'ready' || w.why === 'unchecked') ? withdrawnPostWords(by) : notSentWhyText(w, readerOf(lib), rejoin);
          // w25dryrun (walk 22, 2): "not sent yet" of a post no send has held back; "not sent" of one the last send held back.
          if (words) ctx.info(`post ${position.get(w.draftId) ?? '?'} (draft ${w.draftId}) ${w.lastSend ? 'not sent' : 'not sent yet'}: ${words}`);
        }
      }
      return 0;
    }, false);
  },
};

// The status words' home is campaign-status-words.ts; tests and older callers import them from here.
export { batchLine, channelsRefusedWords, dryRunLine, listWord, sendNowLine, skippedNowText, statusCounts } from './campaign-status-words';

export const CAMPAIGN_COMMANDS: readonly Command[] = [createCommand, listCommand, importCommand, planCommand, dryRunCommand, sendCommand, statusCommand];
