import { z } from 'zod';
import type * as D from './dto';
import { PLAN_FINGERPRINT } from '../../../src-shared/plan-fingerprint';
import { parseDateTime } from '../../../src-shared/wall-time';

/**
 * The bridge contract, written once as data: every method the renderer may call,
 * its input schema (validated at the boundary: bad input gets `invalid_input` and
 * changes nothing) and its result type. Both transports (Electron IPC, HTTP+SSE)
 * serve exactly this table.
 */

const id = z.string().min(1).max(200);
const ids = z.array(id).min(1).max(100_000);
const channelKey = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'a channel key: lowercase letters, digits, _');
const tag = z.string().trim().min(1).max(64);
const isoDateTime = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'an ISO 8601 date-time');
/**
 * w29time (walk 25, 1): a time a person typed or dragged, read by the ONE strict parser (src-shared/wall-time.ts): the
 * day and the hour must exist (Date.parse rolled 2027-02-30 into March). `isoDateTime` stays for filters' bounds.
 */
const existingDateTime = z.string().max(40).refine((s) => parseDateTime(s) !== null, 'a date and time that exist (YYYY-MM-DDTHH:mm[:ss][±hh:mm])');
const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'a local date-time YYYY-MM-DDTHH:mm').refine((s) => parseDateTime(s) !== null, 'a date and time that exist');
const httpsUrl = z.string().url().refine((s) => s.startsWith('https://'), 'an https:// URL');
const hubId = z.string().trim().min(1).max(200);
const linkName = z.string().trim().min(1).max(120);
const pinKind = z.enum(['facebook', 'linkedin', 'location']);
/** A file's own name (no folder): what a browser's file picker gives. */
// ---- The importer (issue 31): the person's answer to "day or month first?" ----
const dateOrder = z.enum(['dmy', 'mdy']).nullable();
const fileName = z.string().min(1).max(255).refine((s) => !/[/\\\0]/.test(s), 'a file name, without a folder');
/** Largest import file, in UTF-16 characters (the web host's body cap is 80 MB). */
export const MAX_TRANSFER_CHARS = 60_000_000;

/** Draft fields the renderer may set (Hub field names). */
export const draftFieldsSchema = z.object({
  profile_id: z.string().max(200).nullable(),
  platforms: z.array(channelKey).max(22),
  caption: z.string().max(100_000),
  title: z.string().max(2_000),
  fields: z.record(z.string().regex(/^[a-z][a-z0-9_]{0,63}$/), z.string().max(10_000)),
  scheduled_at: existingDateTime.nullable(),
  timezone: z.string().max(100).nullable(),
  add_to_queue: z.boolean(),
  tags: z.array(tag).max(50),
  notes: z.string().max(20_000),
  /** Per-channel captions: a value gives that channel its own caption (and title; null = the draft's); null shares the draft's again. */
  captions: z.record(channelKey, z.object({ caption: z.string().max(100_000), title: z.string().max(2_000).nullable().optional() }).strict().nullable()),
}).strict();

export const draftFilterSchema = z.object({
  query: z.string().max(500).optional(),
  profile_id: z.string().max(200).optional(),
  channel: channelKey.optional(),
  tag: tag.optional(),
  state: z.enum(['draft', 'queued', 'scheduled', 'sending', 'published', 'partial', 'refused', 'channels_refused', 'unknown', 'cancelled', 'deleted']).optional(),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
}).strict();

/** A campaign's spread plan (the library's PlanSchema holds the defaults and the zone check). */
export const campaignPlanSchema = z.object({
  mode: z.enum(['queue_slots', 'interval', 'file_times', 'best_hours']).optional(),
  delivery: z.enum(['schedule', 'queue']).optional(),
  timezone: z.string().max(100).nullable().optional(),
  start: localDateTime.nullable().optional(),
  intervalMinutes: z.number().int().min(1).max(44_640).optional(),
  intervalClock: z.enum(['wall', 'elapsed']).optional(),
  minGapMinutes: z.number().int().min(0).max(10_080).optional(),
  duplicateDays: z.number().int().min(0).max(365).optional(),
  bestHours: z.object({
    profileId: z.string().trim().min(1).max(200),
    platform: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'a channel key'),
    hours: z.array(z.number().int().min(0).max(23)).min(1).max(24),
    timezone: z.string().max(100),
  }).strict().nullable().optional(),
}).strict();

/** The review desk's filter (publisher OutcomeFilter): from inclusive, to exclusive; absent = any. */
export const outcomeFilterSchema = z.object({
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
  profile: z.string().min(1).max(200).optional(),
  channel: channelKey.optional(),
  campaign: id.optional(),
  state: z.enum(['draft', 'queued', 'scheduled', 'sending', 'published', 'partial', 'refused', 'channels_refused', 'unknown', 'cancelled']).optional(),
  outcomes: z.array(z.enum(['published', 'refused', 'unknown', 'waiting'])).max(4).optional(),
}).strict();

interface MethodSpec<I extends z.ZodType, O> {
  input: I;
  /** Phantom: the result type, for the typed client. */
  output?: O;
  summary: string;
}
// ---- Calendar and bulk work (issue 31) ----
const bulkChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('shift'), days: z.number().int().min(-366).max(366), hours: z.number().int().min(-24 * 31).max(24 * 31) }).strict()
    .refine((c) => c.days !== 0 || c.hours !== 0, 'a shift of at least an hour or a day'),
  z.object({ kind: z.literal('spread'), start: localDateTime, timezone: z.string().min(1).max(100), intervalMinutes: z.number().int().min(1).max(60 * 24 * 31) }).strict(),
  z.object({ kind: z.literal('profile'), profile_id: z.string().trim().min(1).max(200) }).strict(),
  z.object({ kind: z.literal('channels'), platforms: z.array(channelKey).min(1).max(22) }).strict(),
]);
const bulkValuesSchema = z.object({ scheduled_at: z.string().max(40).nullable(), timezone: z.string().max(100).nullable(), add_to_queue: z.boolean(), profile_id: z.string().max(200).nullable(), platforms: z.array(channelKey).max(44) }).strict();

const m = <O>() => <I extends z.ZodType>(input: I, summary: string): MethodSpec<I, O> => ({ input, summary });
const none = z.object({}).strict();

export const METHODS = {
  'system.info': m<D.SystemInfo>()(none, 'versions, data dir, shell and current workspace'),
  'system.connectivity': m<D.ConnectivityDto>()(z.object({ recheck: z.boolean().optional() }).strict(), 'whether the Hub answers'),
  'system.openExternal': m<{ opened: boolean }>()(z.object({ url: httpsUrl }).strict(), 'open an https link in the system browser'),

  'channels.table': m<D.ChannelDto[]>()(none, 'the 22 channels with their rules and sourced limits'),

  'workspaces.list': m<D.WorkspaceDto[]>()(none, 'the Hub accounts and the sandbox'),
  'workspaces.add': m<D.WorkspaceDto>()(z.object({ name: z.string().trim().min(1).max(80), hubUrl: z.string().url() }).strict(), 'add a Hub account'),
  'workspaces.use': m<D.WorkspaceDto>()(z.object({ name: z.string().trim().min(1).max(80) }).strict(), 'switch workspace'),
  'key.status': m<D.KeyStatusDto>()(none, 'whether the current workspace has a key (last four characters only)'),
  'key.set': m<D.KeyStatusDto>()(z.object({ key: z.string().trim().min(8).max(500), allowUnverified: z.boolean().optional() }).strict(), 'verify a key against the Hub and keep it in the OS keychain'),
  'key.clear': m<D.KeyStatusDto>()(none, 'remove the key of the current workspace from the keychain'),

  'drafts.list': m<D.DraftPageDto>()(z.object({ filter: draftFilterSchema.optional(), cursor: z.string().max(500).nullable().optional(), limit: z.number().int().min(1).max(500).optional() }).strict(), 'a page of drafts, newest first (keyset)'),
  'drafts.count': m<{ total: number }>()(z.object({ filter: draftFilterSchema.optional() }).strict(), 'how many drafts match a filter (search text included)'),
  'drafts.ids': m<{ ids: string[] }>()(z.object({ filter: draftFilterSchema.optional(), limit: z.number().int().min(1).max(100_000).optional() }).strict(), 'every matching draft id, for "select all N"'),
  'drafts.get': m<D.DraftDto>()(z.object({ id }).strict(), 'one draft'),
  'drafts.create': m<D.DraftDto>()(z.object({ draft: draftFieldsSchema.partial().optional() }).strict(), 'a new draft'),
  'drafts.update': m<D.DraftDto>()(z.object({ id, patch: draftFieldsSchema.partial(), revision: z.number().int().min(0).optional(),
    // coedit (issue 33): the caption/title/notes this edit started from; given, the core merges them 3-way into what is stored now.
    base: z.object({ caption: z.string(), title: z.string(), notes: z.string(),
      // lists2 (issue 33): the tags, channel captions and photo ids this edit started from; given with the list, only my changes land (library/merge-lists.ts).
      tags: z.array(z.string().max(64)).max(100), captions: z.record(channelKey, z.object({ caption: z.string().max(100_000), title: z.string().max(2_000).nullable().optional() }).strict()),
      photos: z.array(z.string().max(200)).max(100),
      // optsmerge: the channel options and channels this edit started from; given with them, only my changes land.
      fields: z.record(z.string().max(200), z.string().max(10_000)), platforms: z.array(channelKey).max(22) }).partial().strict().optional() }).strict(), 'change a draft atomically'),
  'drafts.duplicate': m<D.DraftDto[]>()(z.object({ ids }).strict(), 'copies of drafts'),
  'drafts.delete': m<{ deleted: string[] }>()(z.object({ ids }).strict(), 'soft-delete (undoable)'),
  'drafts.restore': m<{ restored: string[] }>()(z.object({ ids }).strict(), 'undo a delete'),
  'drafts.tag': m<{ updated: number }>()(z.object({ ids, add: z.array(tag).max(50).default([]), remove: z.array(tag).max(50).default([]) }).strict(), 'add/remove tags on many drafts'),
  // Files cross the bridge as name + text, never as a server path: the web host must not read or write
  // where the user can (issue 26). The renderer uploads / downloads them; the CLI keeps its own paths.
  'drafts.import': m<D.ImportReportDto>()(z.object({
    name: fileName, content: z.string().max(MAX_TRANSFER_CHARS), partial: z.boolean().optional(), dateOrder: dateOrder.optional(),
    // fix-import: the profile, channels and zone of rows that leave them out (a Hootsuite or Buffer file names none), as campaigns.import takes them.
    defaults: z.object({ profile_id: z.string().max(200).nullable().optional(), platforms: z.array(channelKey).max(22).optional(), timezone: z.string().max(100).nullable().optional() }).strict().optional(),
    // sendtab2 (walk 7): checkOnly re-checks after a choice changed and writes nothing, as campaigns.import's does (importing stays the person's act).
    checkOnly: z.boolean().optional(),
    // w16import2: the encoding the Library's picker read the bytes in, said back with how the file was read (as campaigns.import).
    encoding: z.enum(['utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'windows-1258']).optional(),
    // w26bom (walk 22): what decided that encoding (a byte-order mark, the bytes, a guess, the person's choice), said back.
    encodingBy: z.enum(['bom', 'content', 'guess', 'choice']).optional(),
  }).strict(), 'import the text of a .json or .csv file (dateOrder: the person\'s answer to day or month first; defaults: for rows that leave them out; nothing written with checkOnly)'),
  'drafts.export': m<D.ExportFileDto>()(z.object({ format: z.enum(['csv', 'json']), ids: z.array(id).max(100_000).optional() }).strict(), 'drafts as the text of a .json or .csv file to download'),
  'drafts.duplicates': m<Array<{ draftId: string; channel: string; caption: string; updatedAt: string }>>()(z.object({ id, windowHours: z.number().min(1).max(24 * 365).optional() }).strict(), 'drafts with the same caption to the same channel and profile'),
  'drafts.preflight': m<D.ProblemDto[]>()(z.object({ id }).strict(), 'every problem that would stop or spoil publishing, offline'),
  'drafts.budget': m<D.BudgetDto>()(z.object({ id }).strict(), 'the fitted body size against the 4.5 MB cap'),

  'photos.add': m<D.DraftDto>()(z.object({ draftId: id, files: z.array(z.string().min(1).max(4096)).max(50).default([]), urls: z.array(httpsUrl).max(50).default([]) }).strict(), 'add local photos or https URLs'),
  'photos.addBytes': m<D.DraftDto>()(z.object({ draftId: id, name: z.string().min(1).max(255), base64: z.string().min(1).max(70_000_000) }).strict(), 'add a pasted or dropped photo'),
  'photos.thumbnail': m<{ dataUrl: string; width: number; height: number }>()(z.object({ draftId: id, photoId: id, maxSide: z.number().int().min(16).max(1024).optional() }).strict(), 'a small preview of a photo stored on this computer'),
  'photos.remove': m<D.DraftDto>()(z.object({ draftId: id, photoId: id }).strict(), 'remove a photo'),
  'photos.reorder': m<D.DraftDto>()(z.object({ draftId: id, order: z.array(id).min(1).max(50) }).strict(), 'reorder photos'),

  'profiles.list': m<D.ProfileDto[]>()(none, 'profiles of the current workspace from the offline cache'),
  'profiles.refresh': m<D.ProfileDto[]>()(none, 'reload profiles, boards and locations from the Hub into the cache'),
  'brands.names': m<D.BrandNamesDto>()(none, 'brands kept by name (imported before the profiles were read): those checked at the last read, those still waiting'),
  'music.trending': m<D.MusicTrackDto[]>()(z.object({ profile_id: z.string().min(1).max(200) }).strict(), 'the TikTok chart (cached for offline use)'),

  'campaigns.list': m<D.CampaignDto[]>()(none, 'campaigns'),
  'campaigns.create': m<D.CampaignDto>()(z.object({ name: z.string().trim().min(1).max(120) }).strict(), 'a new campaign'),
  'campaigns.addDrafts': m<D.CampaignDto>()(z.object({ id, draftIds: ids }).strict(), 'add drafts to a campaign'),
  // ---- Campaigns: open, import, spread, dry run, send; the calendar (issue 23) ----
  'campaigns.get': m<D.CampaignDetailDto>()(z.object({ id }).strict(), 'a campaign with its plan, send state and posts'),
  'campaigns.postStates': m<D.CampaignPostStatesDto>()(z.object({ id }).strict(), 'each post\'s state and send outcome, in campaign order (what a send changes)'),
  'campaigns.rename': m<D.CampaignDto>()(z.object({ id, name: z.string().trim().min(1).max(120) }).strict(), 'rename a campaign'),
  'campaigns.delete': m<{ deleted: string }>()(z.object({ id }).strict(), 'delete a campaign (its drafts stay in the library)'),
  'campaigns.removeDrafts': m<D.CampaignDto>()(z.object({ id, draftIds: ids }).strict(), 'take posts out of a campaign (the drafts stay in the library)'),
  'campaigns.import': m<D.CampaignImportReportDto>()(z.object({
    id, name: z.string().trim().min(1).max(255), text: z.string().max(50_000_000), partial: z.boolean().optional(), dateOrder: dateOrder.optional(),
    // fix-import: checkOnly re-checks after a default changed and writes nothing (importing stays the person's act).
    checkOnly: z.boolean().optional(),
    defaults: z.object({ profile_id: z.string().max(200).nullable().optional(), platforms: z.array(channelKey).max(22).optional(), timezone: z.string().max(100).nullable().optional() }).strict().optional(),
    // left31: rows matching posts already in the campaign (the same file again): ask (the default: nothing written, the report says which), skip them, or import anyway.
    duplicates: z.enum(['ask', 'skip', 'import']).optional(),
    // w15import: the encoding the picker read the file's bytes in (src-shared/sheet-decode.ts), said back in the report.
    encoding: z.enum(['utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'windows-1258']).optional(),
    // w26bom (walk 22): what decided that encoding, said back in the report.
    encodingBy: z.enum(['bom', 'content', 'guess', 'choice']).optional(),
  }).strict(), 'import a CSV or JSON file (its text) into a campaign; the row report; only the valid rows with partial; nothing written with checkOnly'),
  'campaigns.template': m<{ name: string; text: string }>()(none, 'the CSV template with every column explained by example'),
  'campaigns.queueSettings': m<D.CampaignQueueDto[]>()(z.object({ profileIds: z.array(id).max(200), refresh: z.boolean().optional() }).strict(), 'the profiles\' queue slots (GET /v1/queue/settings), from the Hub when it answers, else the offline cache'),
  'campaigns.preview': m<{ plan: D.CampaignPlanDto; items: D.SpreadItemDto[] }>()(z.object({ id, plan: campaignPlanSchema.optional() }).strict(), 'the spread of the unsent posts under a plan, writing nothing'),
  'campaigns.applyPlan': m<{ plan: D.CampaignPlanDto; items: D.SpreadItemDto[]; written: number; moved: number; backToReview: Array<{ id: string; position: number; by: string }> }>()(z.object({ id, plan: campaignPlanSchema }).strict(), 'store the plan and give each unsent post its time'),
  'campaigns.useBestHours': m<D.CampaignPlanDto>()(z.object({
    id, profile_id: hubId, platform: channelKey,
    hours: z.array(z.number().int().min(0).max(23)).min(1).max(24),
    timezone: z.string().max(100).nullable().optional(),
  }).strict(), 'store the audience\'s best hours (Insights) as the campaign\'s posting slots: plan mode best_hours, nothing else changes'),
  'campaigns.dryRun': m<D.DryRunDto>()(z.object({ id }).strict(), 'exactly what Send will do (the posts as stored, post × channel × time, held back or not, and why), sending nothing; with the fingerprint Send checks'),
  'campaigns.dryRunCsv': m<{ name: string; text: string }>()(z.object({ id }).strict(), 'the dry run as CSV'),
  'campaigns.send': m<D.CampaignStatusDto>()(z.object({ id, fingerprint: z.string().regex(PLAN_FINGERPRINT, 'not a dry run\'s fingerprint (sp1- and 32 hexadecimal digits)').optional() }).strict(), 'send (or resume sending) the posts not sent yet; with a dry run\'s fingerprint, refuses (plan_changed) if they changed since'),
  'campaigns.pause': m<D.CampaignStatusDto>()(z.object({ id }).strict(), 'stop handing posts to the publisher after the chunk in hand'),
  'campaigns.cancel': m<D.CampaignStatusDto & { cancelledJobs: number }>()(z.object({ id }).strict(), 'withdraw every post not sent yet'),
  // w32restore: "Restore withdrawn": the withdrawn posts the state × action table's `restore` allows back to the next Send (checkOnly: writes nothing).
  'campaigns.restoreWithdrawn': m<D.CampaignRestoreDto>()(z.object({ id, checkOnly: z.boolean().optional() }).strict(), 'put the campaign\'s withdrawn posts back to its next Send where the state × action table allows it, saying which were kept and why; with checkOnly, what it would do, writing nothing'),
  'campaigns.status': m<D.CampaignStatusDto>()(z.object({ id }).strict(), 'the send state and each batch\'s progress'),
  'calendar.range': m<D.CalendarEntryDto[]>()(z.object({ from: isoDateTime, to: isoDateTime }).strict(), 'scheduled posts between two instants, queued posts predicted in them (predicted_at: the profile\'s next free queue slots), and queued posts with no predicted slot'),

  'publish.start': m<D.BatchDto>()(z.object({ draftIds: ids.optional(), campaignId: id.optional(), again: z.boolean().optional() }).strict(), 'journal and send drafts (they wait in the outbox while offline); drafts already sent are held back (notSent) unless again'),
  'jobs.markLive': m<D.JobDto>()(z.object({ id, confirm: z.literal(true) }).strict(), 'after an unknown outcome, the user saw it live: mark it published (never resent)'),
  'jobs.record': m<D.JobRecordDto>()(z.object({ id }).strict(), "a post's record: every attempt with its key, time, answer code and message"),
  'drafts.postState': m<D.PostStateDto>()(z.object({ id }).strict(), "a draft's post state, per post and per channel, from the journal"),
  'jobs.list': m<D.JobDto[]>()(z.object({
    state: z.enum(['prepared', 'sending', 'retrying', 'awaiting', 'done', 'refused', 'blocked', 'unknown', 'cancelled']).optional(),
    draftId: id.optional(),
    limit: z.number().int().min(1).max(1000).optional(),
  }).strict(), 'publishing jobs, newest first (of one draft, when given)'),
  'jobs.get': m<D.JobDto>()(z.object({ id }).strict(), 'one job with per-channel outcomes'),
  // ---- truth across states and actions (branch truth): retry asks when, ask the Hub, the table's verdicts ----
  'jobs.retryFailed': m<D.JobDto>()(z.object({
    id,
    /** Required when the post's time has passed (the table asks when): now, or a new wall-clock time in a zone. */
    when: z.union([z.object({ now: z.literal(true) }).strict(), z.object({ scheduledAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, 'a wall-clock time YYYY-MM-DDTHH:mm'), timezone: z.string().trim().min(1).max(64) }).strict()]).optional(),
  }).strict(), 'a new job (new key) for the channels that refused; after the post\'s time, now or at a new time'),
  'jobs.askHub': m<D.JobDto>()(z.object({ id }).strict(), 'an unknown outcome: ask the Hub what became of the post (GET /v1/posts/status); never resends'),
  'posts.actions': m<Record<string, D.PostActionsDto>>()(z.object({ draftIds: z.array(id).min(1).max(10_000) }).strict(), "what a person can do with each draft's post now (the truth table), by draft id"),
  // fix-truth: a resend of a post whose time has passed says when (the table asks resend_when), as a retry does.
  'jobs.resendUnknown': m<D.JobDto>()(z.object({
    id,
    confirm: z.literal(true),
    when: z.union([z.object({ now: z.literal(true) }).strict(), z.object({ scheduledAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, 'a wall-clock time YYYY-MM-DDTHH:mm'), timezone: z.string().trim().min(1).max(64) }).strict()]).optional(),
  }).strict(), 'after an unknown outcome: resend as a new job with a new key; after the post\'s time, now or at a new time'),
  'jobs.cancel': m<D.JobDto>()(z.object({ id }).strict(), 'cancel a job that has not been sent'),
  // ---- The rest of the Hub (issue 24): account, connections, pins, monitors, insights ----
  'workspaces.remove': m<{ removed: string; current: D.WorkspaceDto }>()(z.object({ name: z.string().trim().min(1).max(80) }).strict(), 'remove a Hub account and its key (never the Sandbox; refused while it holds drafts)'),
  'key.verify': m<D.KeyVerifyDto>()(none, 'ask the Hub whether the current key works (the key never crosses the bridge)'),
  'hub.usage': m<D.UsageDto>()(none, 'plan and allowances from GET /v1/usage'),
  'library.backup': m<{ file: string; pages: number }>()(none, 'a consistent copy of the library into <data dir>/backups/ (the app keeps running)'),
  'library.backups': m<D.BackupListDto>()(none, 'the backups in <data dir>/backups/, newest first, and whether a restore waits for the next start'),
  'library.restore': m<D.StagedRestoreDto>()(z.object({ name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,200}\.sqlite$/, 'a backup file name from library.backups') }).strict(),
    'check a backup (SQLite, a Postroom library, schema not newer, integrity ok), back up the current library, and stage the backup to replace it at the next start'),
  'library.cancelRestore': m<{ cancelled: boolean }>()(none, 'withdraw a staged restore; the library stays as it is'),
  'connections.link': m<D.LinkedDto>()(z.discriminatedUnion('channel', [
    z.object({ channel: z.literal('telegram'), profile_id: hubId, name: linkName, bot_token: z.string().trim().regex(/^\d{3,}:[A-Za-z0-9_-]{20,}$/, 'a bot token such as 123456:ABC… from @BotFather'), chat_id: z.string().trim().regex(/^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/, 'a chat id (-100…) or @channelname') }).strict(),
    z.object({ channel: z.literal('slack'), profile_id: hubId, name: linkName, webhook_url: httpsUrl.refine((u) => u.startsWith('https://hooks.slack.com/'), 'a Slack incoming webhook URL (https://hooks.slack.com/…)') }).strict(),
  ]), 'link Telegram (bot token + chat id) or Slack (webhook URL) by credentials; the secrets are never echoed'),
  'connections.start': m<D.ConnectLinkDto>()(z.object({ profile_id: hubId, platform: channelKey }).strict(), 'mint a connect link (48 hours) for a sign-in redirect channel'),
  'connections.check': m<D.ConnectLinkDto>()(z.object({ token: z.string().trim().min(1).max(200) }).strict(), 'read a connect link; link_not_found when unknown or expired'),
  'pins.get': m<D.PinsDto>()(z.object({ profile_id: hubId }).strict(), 'the Facebook Page, LinkedIn organisation and default location pinned on a profile'),
  'pins.set': m<D.PinsDto>()(z.object({ profile_id: hubId, kind: pinKind, id: hubId }).strict(), 'pin a Facebook Page, LinkedIn organisation or default location'),
  'pins.clear': m<D.PinsDto>()(z.object({ profile_id: hubId, kind: pinKind }).strict(), 'clear a pin'),
  'queue.settings': m<D.QueueSettingsDto>()(z.object({ profile_id: hubId }).strict(), "a profile's queue timezone and slots"),
  'monitors.list': m<D.MonitorDto[]>()(z.object({ profile_id: hubId }).strict(), 'comment monitors, newest first, at most 100'),
  'monitors.create': m<D.MonitorDto>()(z.object({
    profile_id: hubId,
    post_url: httpsUrl,
    reply_message: z.string().trim().min(1).max(2000),
    trigger_keywords: z.array(z.string().trim().min(1).max(100)).max(50),
    monitoring_interval: z.number().int().min(60).max(86_400),
  }).strict(), 'a comment monitor (empty keywords = every new comment)'),
  'monitors.get': m<D.MonitorDto>()(z.object({ id: hubId }).strict(), 'one monitor with its live state'),
  'monitors.delete': m<{ id: string; deleted: boolean }>()(z.object({ id: hubId }).strict(), 'delete a monitor'),
  'insights.audience': m<D.AudienceDto>()(z.object({ profile_id: hubId, platform: channelKey }).strict(), 'followers online by hour; platform_not_supported for channels other than TikTok'),
  'music.chart': m<D.MusicTrackDto[]>()(z.object({
    profile_id: hubId,
    q: z.string().trim().min(1).refine((s) => [...s].length <= 80, 'at most 80 characters').optional(),
    country_code: z.string().regex(/^[A-Z]{2}$/, 'a two-letter country code').optional(),
    genre: z.string().regex(/^[A-Z][A-Z_]{1,39}$/, 'a chart genre such as POP or EASY_LISTENING').optional(),
    date_range: z.enum(['1DAY', '7DAY', '30DAY', '90DAY']).optional(),
    limit: z.number().int().min(1).max(100).optional(),
  }).strict(), 'the TikTok chart by country, genre and date range, or a search of it (accents optional; đ is its own letter)'),
  // ---- Continuity (issue 32 part 6, composer branch) ----
  'system.resumed': m<D.ResumedDto>()(none, 'the unfinished sends this start of the core went on with, and when it started'),
  // ---- Calendar and bulk work (issue 31): bulk changes with preview and undo, a campaign copied with a date offset ----
  'posts.bulkPreview': m<D.BulkResultDto>()(z.object({ ids: z.array(id).min(1).max(10_000), change: bulkChangeSchema }).strict(), 'what a bulk change would do to each post (new times, or why a post is left out), writing nothing'),
  'posts.bulkApply': m<D.BulkResultDto>()(z.object({ ids: z.array(id).min(1).max(10_000), change: bulkChangeSchema }).strict(), 'apply a bulk change in one transaction; each row keeps the values before, for undo'),
  'posts.bulkSet': m<D.BulkSetDto>()(z.object({ items: z.array(z.object({ id, values: bulkValuesSchema }).strict()).min(1).max(10_000) }).strict(), 'set these values on posts still movable, the others left out with the reason: a calendar drag, or the undo of a bulk change or a drag'),
  'campaigns.duplicate': m<D.CampaignDto>()(z.object({ id, name: z.string().trim().min(1).max(120), offset: z.object({ months: z.number().int().min(-120).max(120), days: z.number().int().min(-3660).max(3660) }).strict() }).strict(), 'copy a campaign\'s posts as new drafts, each time moved by the offset (same wall-clock time), and its plan'),
  // ---- left31: a campaign's posts that land on posts already planned or sent (a campaign duplicated a month later) ----
  'campaigns.collisions': m<D.CampaignCollisionDto[]>()(z.object({ id }).strict(), 'the campaign\'s posts not sent yet that fall on another post on the same channel of the same profile (within the plan\'s least gap), and on what: a post the Hub holds or has sent, a post of the campaign, or only a draft not sent (no collision)'),
  // ---- The review desk (issue 32 item 1): a row per post × channel, its summary, its export ----
  'outcomes.list': m<D.OutcomeDeskDto>()(z.object({ filter: outcomeFilterSchema.optional(), limit: z.number().int().min(1).max(100_000).optional() }).strict(),
    'a row per post × channel (time, brand, channel, state and the channel\'s words) for a filter, newest first, with the summary by brand and by channel'),
  'outcomes.export': m<D.ExportFileDto>()(z.object({ format: z.enum(['csv', 'json']), filter: outcomeFilterSchema.optional() }).strict(), 'the outcomes a filter shows as the text of a .csv or .json file to download'),
  // ---- Review and approval (issue 34 items 2 and 4, branch review-ui): the same table and rows as the CLI ----
  'review.list': m<D.ReviewListDto>()(none, 'the posts in review in three boxes (waiting for me, I sent, came back), with counts and what I may do with each'),
  'review.get': m<Record<string, D.PostReviewDto>>()(z.object({ draftIds: z.array(id).min(1).max(10_000) }).strict(), 'each post\'s review state and the actions the table allows me, by draft id'),
  'review.act': m<D.PostReviewDto>()(z.object({ draftId: id, action: z.enum(['submit', 'approve', 'request_changes', 'withdraw']), comment: z.string().max(20_000).optional(), /* w17unchanged: send it unchanged since the request for changes, on purpose */ unchanged: z.boolean().optional() }).strict(), 'send for review, approve, request changes (with a comment) or withdraw; refused (with the table\'s reason) and nothing written when the table says no'),
  'review.campaign': m<D.ReviewCampaignDto>()(z.object({ campaignId: id, action: z.enum(['submit', 'approve']), unchanged: z.boolean().optional() }).strict(), 'send every post of a campaign for review, or approve them all; `unchanged`: posts not changed since changes were asked for go too (else they are left)'),
  // ---- tidy (s19): a campaign's review as read, with the core's verdicts of its "all" steps (the screen shows them, never re-derives) ----
  'review.campaignOf': m<D.CampaignReviewDto>()(z.object({ campaignId: id }).strict(), "each live post of a campaign's review, and whether 'Send all for review' / 'Approve all' would be taken now (the first refusal's reason)"),
  'review.comments': m<D.ReviewCommentsDto>()(z.object({ draftId: id }).strict(), 'a post\'s comments, oldest first (replies name their parent), and the names that may be mentioned'),
  'review.comment': m<D.ReviewCommentDto>()(z.object({ draftId: id, parentId: id.optional(), body: z.string().max(20_000), mentions: z.array(z.string().trim().min(1).max(120)).max(50).optional() }).strict(), 'comment on a post or answer a comment (at most 4,000 characters)'),
  'review.preview': m<D.ExportFileDto>()(z.object({
    campaignId: id.optional(), draftIds: z.array(id).min(1).max(1000).optional(), zone: z.string().trim().min(1).max(100), lang: z.enum(['en', 'vi']),
  }).strict(), 'a campaignId or draftIds (not both): a client preview page (self-contained HTML) of a campaign or chosen posts, times in the client\'s zone, to download'),
  // clientchange: an approver confirms a client's approval; over the agency's open request only when said so.
  'review.confirmClient': m<D.PostReviewDto>()(z.object({ draftId: id, overRequest: z.boolean() }).strict(), 'confirm a client\'s approval waiting for an approver; one of content the agency asked to change is refused (client_over_request) unless overRequest is true, and its approval then names that request (a comment each reader\'s app says in its language and zone: review.comments overRequest)'),
  // clientnote: an approver keeps the approval a client's request for changes came against (the other answer: request_changes).
  'review.keepClient': m<D.PostReviewDto>()(z.object({ draftId: id }).strict(), 'keep the approval of a post the client asked to change (an approver decides; the other answer is a request for changes); refused with client_not_waiting when no client request is open on it'),
  'review.decisions': m<D.ReviewDecisionsDto>()(z.object({ name: fileName, content: z.string().max(5_000_000), campaignId: id.optional() }).strict(), 'apply a client\'s decisions file (all or nothing); refused with a typed code when it is not one, for another campaign, tampered with or stale'),
  // ---- The team's review settings (issue 34, branch settings): owners change them, everyone reads them ----
  'review.settings': m<D.ReviewSettingsDto>()(none, "the team's review settings (who approves, may authors approve their own posts, is approval required to publish) and whether I may change them"),
  'review.setSettings': m<D.ReviewSettingsDto>()(z.object({
    approvers: z.array(z.enum(['owner', 'approver'])).min(1).max(2).optional(), authorsMayApprove: z.boolean().optional(), approvalRequired: z.boolean().optional(),
  }).strict(), "change the team's review settings (owners only: anyone else is refused with forbidden and nothing changes); they go to the team at once when its session is open"),
  // ---- heldfix (issue 34, walk 3b): what holds a post back before Publish is pressed ----
  'drafts.publishHold': m<{ held: D.ProblemDto | null }>()(z.object({ id }).strict(), "what the team's review holds this draft back for before it is sent (waiting for review or approval, changes requested, a viewer); held null when it may go; the same check Publish makes"),
  // ---- Team session (issue 33, branch team-session): join, status, leave, a draft's history, presence ----
  'team.status': m<D.TeamStatusDto>()(none, 'the current workspace\'s team: state, me and my role, members and who is online, last in step, pending changes'),
  'team.join': m<D.TeamStatusDto>()(z.object({
    name: z.string().trim().min(1).max(64),
    url: z.string().trim().min(1).max(2000),
    token: z.string().trim().regex(/^prt_[A-Za-z0-9_-]{43}$/, 'a member token (prt_…) from the team owner'),
    hubUrl: z.string().url().optional(),
  }).strict(), 'join a team as a new workspace (the token is checked with the server, then kept in the OS keychain only) and make it current'),
  'team.leave': m<D.TeamStatusDto>()(none, 'the current workspace leaves its team: its token leaves the keychain, its drafts stay here, no longer shared'),
  'team.history': m<D.TeamHistoryEntryDto[]>()(z.object({ draftId: id }).strict(), 'who changed which fields of a draft, when (newest first)'),
  'team.presence.set': m<{ ok: true }>()(z.object({ draftId: id.nullable(), caret: z.number().int().min(0).max(1_000_000).optional() }).strict(), 'tell teammates which draft I have open (null: none) and where my caret is'),
  // ---- Team screens (issue 33, branch team-ui): presence as it is now, for a page opened or reloaded (the 'team' event says only changes) ----
  'team.presence': m<D.TeamPresenceDto[]>()(none, 'who else has which draft open now, and where their caret is'),
  // ---- roles (issue 34, walk 4): an owner changes a member's role ----
  'team.setRole': m<D.TeamStatusDto>()(z.object({ name: z.string().trim().min(1).max(64), role: z.enum(['owner', 'approver', 'editor', 'viewer']) }).strict(), "an owner gives a teammate another role through the team server (anyone else is refused with forbidden; the team's last owner stays one, last_owner); answers the status with the members read again"),
  // ---- w30dismiss (walk 26, 5): the person dismisses what is said of their refused approvals (one post's, or all) ----
  'team.dismissRefusal': m<D.TeamStatusDto>()(z.object({ draftId: id.optional() }).strict(), "stop saying my refused approval of a post (all of them with no post), or the note that one was answered: it stays set aside, never sent; answers the status (`postroom team dismiss` does the same)"),
  // ---- teamoutbox (issue 34, walk 4): what teammates sent, read-only in the Outbox ----
  'jobs.team': m<D.TeammateSendDto[]>()(z.object({ limit: z.number().int().min(1).max(1000).optional(), filter: outcomeFilterSchema.optional() }).strict(), "the posts teammates' laptops sent (the team's shared outcomes), newest first: who sent each, when, and what happened per channel; read-only here; with `filter`, those with a row the Outbox Table shows under that filter (w26outbox)"),
  // ---- campaignslist (issue 34, walk 4): the Campaigns list says each campaign's send state as its status does ----
  // (the item type is written here, not in dto.ts, while that file is being split; it may move there.)
  'campaigns.listStates': m<Array<{ id: string; sendState: D.SendStateDto; teamSent: number; sentBy: D.SentByDto[]; /* walk 38 (6): this laptop's sends that went out */ sentHere: number; /* h-campcount: the Hub already had them, from a call no teammate names */ hadAlready?: number; /* w10camp */ word?: D.SendWordDto; /* w28state */ unknown?: number; refused?: number }>>()(none, "each campaign's send state as its status says it (a campaign a teammate sent is done, sent by them) and who of the team sent how many of its posts"),
  // ---- w11held (walk 11): where a sent post is, as Compose's Publish hold says it (a teammate's as this computer's own) ----
  'drafts.sendHold': m<D.DraftSendHoldDto>()(z.object({ id }).strict(), "a draft's post state, its actions (the team's overlay on them) and where the sent post is: being sent, at the Hub (its time held), outcome unknown, or out; who sent it"),
} as const;

export type Methods = typeof METHODS;
export type MethodName = keyof Methods;
export type Input<M extends MethodName> = z.input<Methods[M]['input']>;
export type ParsedInput<M extends MethodName> = z.output<Methods[M]['input']>;
export type Output<M extends MethodName> = NonNullable<Methods[M]['output']>;
export const METHOD_NAMES = Object.keys(METHODS) as MethodName[];
