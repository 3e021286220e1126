/**
 * The library: the one place that reads and writes library.sqlite (drafts, photos,
 * tags, campaigns, workspaces, the offline Hub cache). Modules of plain functions
 * taking the db first (Signal's SQL layer); `openLibrary` bundles them.
 */
import { openWritable, withSynchronousFull, type OpenOptions } from './db';
import { backup, type BackupOptions } from './backup';
import * as cache from './cache';
import * as campaigns from './campaigns';
import * as campaignPlans from './campaign-plans';
import * as campaignDryRuns from './campaign-dry-runs';
import * as campaignImport from './campaign-import';
import * as draftSchedules from './draft-schedules';
import * as heldTimes from './held-times';
import * as queueSettings from './queue-settings';
import * as restore from './restore';
import * as reviews from './reviews';
import * as draftCaptions from './draft-captions';
import * as drafts from './drafts';
import * as publishBatches from './publish-batches';
import * as publishEvents from './publish-events';
import * as publishJobs from './publish-jobs';
import * as tags from './tags';
import * as transfer from './transfer';
import * as workspaces from './workspaces';
import * as teamRows from './team-rows';
import * as brandNames from './brand-names';
import type { WritableDB } from './sql';

export { LibraryError, type LibraryErrorCode } from './errors';
export { MIGRATIONS, migrate, checkMigrationOrder, latestVersion, schemaVersion, type Migration } from './migrations';
export { openWritable, openReadOnly, withSynchronousFull, type OpenOptions } from './db';
export { sql, sqlJoin, prepare, type Query, type ReadableDB, type WritableDB } from './sql';
export {
  DRAFT_STATES, LEGACY_STATES, readState, DRAFT_FIELD_NAMES, normaliseCaption, scheduledInstant, wallInstant, localOf, offsetText, wallTimeOf, skippedTo, skippedReading, wallClock, type WallClockNote, isHttpsUrl, isValidZone, zoneOffset,
  type Draft, type DraftPhoto, type DraftInput, type DraftPatch, type DraftState, type StoredDraftState, type PhotoInput,
} from './model';
/** Per-channel captions (draft_captions, migration 0102). */
export { draftCaptions };
export type { ChannelCaption, CaptionsInput } from './draft-captions';
export type { Page, ListQuery, SearchQuery, DuplicateQuery, DuplicateMatch, EditOptions, WriteOptions } from './drafts';
export type { Workspace, AddWorkspaceInput, WorkspaceTeam } from './workspaces';
export type { Campaign } from './campaigns';
export type { TagCount } from './tags';
export type { CachedProfile, CachedConnection, CachedPin, CachedItem, CachedTrack } from './cache';
export type { BackupOptions } from './backup';
/** Restoring a backup: checked, staged beside the library, put in place at the next start. */
export { restore };
export type { BackupFile, BackupCheck, StagedRestore } from './restore';
export type { TransferFormat, ImportProblem, ImportProblemCode, ImportReport, ImportOptions, ExportOptions } from './transfer';
export { backup, cache, campaigns, drafts, tags, transfer, workspaces };
/** The publisher's journal, one module per table (the publisher owns what the rows mean). */
export { publishJobs, publishEvents, publishBatches };
/** The one escaped CSV writer (the review desk's export writes through it too). */
export { JOB_STATES, FINAL_STATES, isJobState, sentField, type Job, type JobState, type JobPatch, type JobQuery, type JobReason, type NewJob, type PhotoMeta, type Durability } from './publish-jobs';
export type { JobEvent, PendingEvent, SentFirst } from './publish-events';
export type { Batch, BatchItem, BatchKind, BatchState } from './publish-batches';
// Campaigns: plan, send record, import into a campaign, bulk schedules, queue settings (issue 23).
export { campaignPlans, campaignImport, draftSchedules, queueSettings };
// left31: a campaign's last dry run, kept across restarts.
export { campaignDryRuns };
export type { DryRunRecord, DryRunCounts } from './campaign-dry-runs';
export { PlanSchema, DEFAULT_PLAN, SEND_MOVES, SPREAD_MODES, DELIVERIES, SEND_STATES, type CampaignPlan, type CampaignPlanInput, type SpreadMode, type Delivery, type SendState, type PlanRecord, type SendRecord } from './campaign-plans';
export type { CampaignImportReport, CampaignImportOptions, ImportDefaults, SheetImportOptions, SheetImportReport } from './campaign-import';
export { dateReadingText, readDateOrder, readSheetDate, toOurDate, type DateOrder, type DateReading, type DatePlace } from './dates';
export { decodeSheet, decodeSheetBytes, detectDelimiter, readSheetRows, type SheetEncoding } from './transfer-csv';
export { CODE_PAGES, type CodePage, type EncodingBy, type SheetText } from '../../src-shared/sheet-decode';
export { readZones, zoneForOffsetTime, zoneReadingText, type ZoneReading } from './import-zones';
export { clockTimeText, type ClockTime } from './import-clock';
export { LAYOUTS, detectLayout, mapForeign, type LayoutId, type LayoutInfo, type ColumnUse, type SourceRow, type MappedRow } from './layouts';
export type { ScheduleWrite } from './draft-schedules';
export type { QueueSlot, CachedQueueSettings } from './queue-settings';
// What the Hub holds: a sent draft's time as its latest job sent it (issue 31, the calendar).
export { heldTimes };
export type { HeldTime } from './held-times';
// Review and approval (issue 34): review steps, approvals, comments, client previews exported.
export { reviews };
export { MAX_COMMENT_CHARS, type ReviewStep, type ReviewStepAction, type Approval, type Comment, type ClientExport, type ClientDecisionRow } from './reviews';
// A team workspace's rows as its Yjs documents hold them, its outbox and stored updates (issue 33; src-main/team/ binds them).
export { teamRows };
/** w34photo: the photos a send carried (size, type, bytes), the one reading of both laptops' cards. */
export { sentPhotos, SENT_PHOTOS } from './sent-photos';
/** w27brand: brands kept by name, turned into profile ids once the profiles are read. */
export { brandNames };
export type { BrandNameResult } from './brand-names';
export type { TeamDraftRow, TeamCampaignRow, TeamPhoto, TeamEntity, TeamOutcomeRow, OutboxRow, StoredUpdate, TeamReviewStepRow, TeamApprovalRow, TeamCommentRow, TeamExportRow, TeamClientDecisionRow } from './team-rows';

export interface Library {
  /** The writable connection; pass it to the module functions. */
  readonly db: WritableDB;
  readonly file: string;
  readonly workspaces: typeof workspaces;
  readonly drafts: typeof drafts;
  readonly cache: typeof cache;
  readonly campaigns: typeof campaigns;
  readonly tags: typeof tags;
  /** Import / export (JSON, CSV). */
  readonly transfer: typeof transfer;
  /** A consistent copy of the library, taken while it runs. */
  backup(toFile: string, opts?: BackupOptions): Promise<{ file: string; pages: number }>;
  /** Runs `fn` with synchronous=FULL (journal writes that must survive power loss). */
  withSynchronousFull<T>(fn: () => T): T;
  close(): void;
}

/** Opens (creating and migrating) a library file; ':memory:' for a throwaway one. */
export function openLibrary(file: string, opts: OpenOptions = {}): Library {
  const db = openWritable(file, opts);
  return {
    db, file, workspaces, drafts, cache, campaigns, tags, transfer,
    backup: (toFile, o) => backup(db, toFile, o),
    withSynchronousFull: (fn) => withSynchronousFull(db, fn),
    close: () => db.close(),
  };
}
