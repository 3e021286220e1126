/**
 * The follow-ups of a finished or unknown send (retry, ask, resend): each asks the truth table (publisher/actions.ts) what
 * it may do with the job, says when a post whose time has passed goes, and prints the job's line as `status` does.
 */
import type { Job, PostAction, RetryWhen, Verdict } from '../../publisher';
import { CliError, usageError, type CliContext, type Command } from '../command';
import { emitJob, followWords, retriedWords, waitOption, withdrawWhoOf, withPublisher } from './publish';
import { jobFailed, teamOf } from './publish-progress';
import { ownJob } from './teammate-job';
import { syncBeforeSending } from './send-sync';
import { parseDateTime, readWall } from '../../../src-shared/wall-time';
import { zoneName } from '../../../src-shared/zone-name';

/** The truth table's verdict on one action for a job (publisher/actions.ts): what the CLI does, or says it cannot. */
async function verdictFor(j: Job, action: PostAction): Promise<{ v: Verdict; words: typeof import('../../publisher').ACTION_ENGLISH }> {
  const { postActions, postState, ACTION_ENGLISH } = await import('../../publisher');
  return { v: postActions({ ...postState([j]), followedUp: j.supersededBy !== null }, Date.now())[action], words: ACTION_ENGLISH };
}

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/**
 * --now, or --at … --zone …: when a post whose time has passed goes (retry and resend). w20dst: --at is read by the
 * core's one rule (src-shared/wall-time.ts), as Compose reads its time field: a time the clocks show twice is the
 * FIRST (said on stderr); one they skip does not exist and is refused, as Compose and the Outbox refuse it.
 */
async function whenOf(ctx: CliContext, values: Record<string, unknown>): Promise<RetryWhen | undefined> {
  const at = typeof values.at === 'string' ? values.at : undefined;
  const zone = typeof values.zone === 'string' ? values.zone : undefined;
  if (values.now === true && at !== undefined) throw new CliError('usage', 'give --now or --at, not both');
  if (at !== undefined && (!WALL_CLOCK.test(at) || !zone)) throw new CliError('usage', '--at takes a wall-clock time YYYY-MM-DDTHH:mm, with --zone naming its time zone (e.g. Asia/Ho_Chi_Minh)');
  if (at !== undefined && zone) {
    const { isValidZone, zoneOffset, localOf } = await import('../../library');
    const typed = parseDateTime(at);
    if (typed && isValidZone(zone)) {
      const offsetAt = zoneOffset(zone);
      const read = readWall(offsetAt, typed.wall);
      const utc = (ms: number): string => { const o = offsetAt(ms); const a = Math.abs(o); return `UTC${o < 0 ? '-' : '+'}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`; };
      const written = at.slice(0, 16).replace('T', ' ');
      if (read.kind === 'skipped') throw new CliError('usage', `${written} does not exist in ${zoneName(zone)}: the clocks skip it that night (${localOf(zone, read.at).replace('T', ' ')} is the same moment). Choose another time.`);
      if (read.kind === 'twice' && read.later !== null) ctx.info(`${written} happens twice in ${zoneName(zone)} (the clocks go back): the post goes at the first, ${utc(read.at)}, not at the second, ${utc(read.later)}.`);
    }
  }
  return values.now === true ? { now: true } : at !== undefined && zone ? { scheduledAt: at, timezone: zone } : undefined;
}

export const retryCommand: Command = {
  name: 'retry',
  area: 'publishing',
  summary: 'send the channels that refused a finished post again, as a new job with a new key; after its time, say when (--now or --at … --zone …)',
  args: 'JOB_ID',
  options: {
    now: { type: 'boolean', help: 'a post whose time has passed: send its refused channels now' },
    at: { type: 'string', value: 'YYYY-MM-DDTHH:mm', help: 'a post whose time has passed: at this new time (with --zone); not in a team that requires approval (it approved the time)' },
    zone: { type: 'string', value: 'ZONE', help: 'the time zone of --at (e.g. Asia/Ho_Chi_Minh)', accepts: { kind: 'zone' } },
    ...waitOption,
  },
  example: 'retry 01a22411-… --at 2027-03-30T09:00 --zone Europe/Berlin --wait',
  async run(ctx, { positionals, values }) {
    if (positionals.length !== 1) throw usageError(this);
    const when = await whenOf(ctx, values);
    await syncBeforeSending(ctx); // h-pubsync: as publish
    return withPublisher(ctx, undefined, async (p, _e, library) => {
      const job = await ownJob(p, library, positionals[0]!, 'retry');
      // h-retryat: the publisher's own reading of the table (actions.ts retryVerdict): in a team that requires approval, the
      // approved time only (rule 8), at the time asked for; before, this read the job alone and `--at T` went out at T.
      const v = p.retryVerdict(job.id, when);
      const { ACTION_ENGLISH: words } = await import('../../publisher');
      // approved_time: the publisher refuses it itself, with who may approve a new time (PublisherError approved_time);
      // h-retryheld: approval_withdrawn too, with who took the approval back and when (PublisherError approval_withdrawn).
      if (v.do === 'refused' && v.reason !== 'approved_time' && v.reason !== 'approval_withdrawn') throw new CliError('failed', `cannot retry: ${words.reason[v.reason]}`);
      if (v.do === 'ask' && v.ask === 'when' && !when) throw new CliError('usage', `${words.ask.when}: add --now, or --at YYYY-MM-DDTHH:mm --zone ZONE`);
      if (v.do === 'ask' && v.ask === 'when_now' && !when) throw new CliError('usage', `${words.ask.when_now}: add --now`);
      const j = await p.retryFailedChannels(positionals[0]!, { wait: values.wait === true, signal: ctx.signal, ...(when ? { when } : {}) });
      await emitJob(ctx, j, undefined, undefined, { lead: (stateText) => retriedWords(positionals[0]!, j, stateText) });
      if (!(await import('../../publisher')).isFinal(j.state)) ctx.info(followWords(j));
      return jobFailed(j) ? 1 : 0;
    });
  },
};

export const askCommand: Command = {
  name: 'ask',
  area: 'publishing',
  summary: 'an unknown outcome (a call sent again as new too): ask the Hub what became of the post (one status read; never resends)',
  args: 'JOB_ID',
  options: {},
  example: 'ask 01a22411-… --json',
  async run(ctx, { positionals }) {
    if (positionals.length !== 1) throw usageError(this);
    return withPublisher(ctx, undefined, async (p, _e, library) => {
      const { v, words } = await verdictFor(await ownJob(p, library, positionals[0]!, 'ask'), 'ask_hub');
      if (v.do === 'refused') throw new CliError('failed', `nothing to ask the Hub: ${words.reason[v.reason]}`);
      const j = await p.askHub(positionals[0]!, { signal: ctx.signal });
      // h-cliwords (walk 31/32, 3): its line as `status` prints it, with where the answer came from ("the Hub said so when you asked").
      await emitJob(ctx, j, await teamOf(library), library.db);
      if (j.state === 'unknown') ctx.info('the Hub could not say what became of it: check the channels, then mark it published or send it again');
      return j.state === 'unknown' ? 1 : 0;
    });
  },
};

export const resendCommand: Command = {
  name: 'resend',
  area: 'publishing',
  summary: 'after an unknown outcome (or exhausted retries): asks the Hub first and sends nothing if it has the post; else sends it again under a NEW key (if the Hub still publishes the first later, it exists twice); after its time, say when (--now or --at … --zone …)',
  args: 'JOB_ID',
  options: {
    confirm: { type: 'boolean', required: true, help: 'you checked the channel: the Hub may publish the first send still' },
    now: { type: 'boolean', help: 'a post whose time has passed: send the new post now' },
    at: { type: 'string', value: 'YYYY-MM-DDTHH:mm', help: 'a post whose time has passed: send the new post at this new time (with --zone)' },
    zone: { type: 'string', value: 'ZONE', help: 'the time zone of --at (e.g. Asia/Ho_Chi_Minh)', accepts: { kind: 'zone' } },
    ...waitOption,
    'settle-seconds': { type: 'string', value: 'N', help: 'the least time since the unknown outcome before a resend (default 30)', accepts: { kind: 'whole', min: 0, unit: 'seconds' } },
  },
  example: 'resend 01a22411-… --confirm --wait',
  async run(ctx, { positionals, values }) {
    if (positionals.length !== 1) throw usageError(this);
    if (values.confirm !== true) {
      // walk 26 (4): a job whose outcome is known since (`ask` found it published) is not "unknown": say what it is.
      const { notResendable } = await import('../../publisher');
      const not = await withPublisher(ctx, undefined, async (p, _e, library) => notResendable(await ownJob(p, library, positionals[0]!, 'resend')), false);
      if (not) throw new CliError('failed', `cannot resend: ${not}`);
      throw new CliError('usage', 'the first send may have been published (its outcome is unknown): resend asks the Hub first and sends nothing if the Hub has it; check the channel too, then add --confirm to send it again under a new key');
    }
    const settle = values['settle-seconds'] === undefined ? undefined : Number(values['settle-seconds']);
    const when = await whenOf(ctx, values);
    return withPublisher(ctx, undefined, async (p, _e, library) => {
      const job = await ownJob(p, library, positionals[0]!, 'resend');
      const { v, words } = await verdictFor(job, 'send_again');
      if (v.do === 'refused') throw new CliError('failed', `cannot send it again: ${words.reason[v.reason]}`);
      if (v.do === 'ask' && v.ask === 'resend_when' && !when) throw new CliError('usage', `${words.ask.resend_when}: add --now, or --at YYYY-MM-DDTHH:mm --zone ZONE`);
      const j = await p.resendUnknown(positionals[0]!, { wait: values.wait === true, signal: ctx.signal, ...(when ? { when } : {}) })
        .catch(async (err: unknown) => { throw await withWithdrawWho(err, library, job.draftId); });
      // Asked first: the Hub had the post (held or published), so nothing was sent again.
      if (j.id === positionals[0]) ctx.info(`not sent again: the Hub has this post (job ${j.id} is ${j.state}${j.hubStatus ? `, the Hub says ${j.hubStatus}` : ''})`);
      await emitJob(ctx, j);
      return jobFailed(j) ? 1 : 0;
    }, true, settle === undefined ? {} : { settleMs: settle * 1000 });
  },
};

/**
 * Walk 45b (7): a resend held for a new approval (`resend_needs_approval`: sent under its current one) says who may
 * withdraw it, as `publish --again` does (team/withdraw-who.ts); before, the CLI named no way to the new approval.
 */
async function withWithdrawWho(err: unknown, library: Parameters<typeof withdrawWhoOf>[0], draftId: string | null): Promise<unknown> {
  const { PublisherError } = await import('../../publisher');
  if (!(err instanceof PublisherError) || draftId === null) return err;
  const problems = (err.details?.problems ?? []) as Array<{ code?: string }>;
  if (!problems.some((x) => x.code === 'resend_needs_approval')) return err;
  const who = (await withdrawWhoOf(library))?.(draftId);
  return who ? new PublisherError(err.code, `${err.message}; ${who}`, { details: { ...err.details, withdraw: who } }) : err;
}

export const FOLLOW_UP_COMMANDS: readonly Command[] = [retryCommand, askCommand, resendCommand];
