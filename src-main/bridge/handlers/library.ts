import { localDay } from '../../../src-shared/local-day';
import { cutWhole } from '../../../src-shared/shorten';
import { mkdirSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { whyFixed } from '../../campaigns';
import { timePassedUnsent } from '../../publisher';
import { campaignImport, heldTimes, type Campaign, type Draft, type DraftPatch, type Library, type ReadableDB } from '../../library';
import { checkPhoto, storedPhotoName, thumbnail } from '../../media';
import { leftReadOnly } from '../../team';
import { IMPORT_PROBLEMS_SHOWN, type CampaignDto, type DraftDto, type DraftPageDto, type DraftSummaryDto, type ExportFileDto, type ImportReportDto, type ParsedInput, type RowSendPost } from '../contract';
import type { draftFilterSchema } from '../contract';
import type { z } from 'zod';

type DraftFilter = z.output<typeof draftFilterSchema>;
import type { EventHub } from '../events';
import { CoreError } from '../services';

export const toDraftDto = (d: Draft): DraftDto => ({
  id: d.id,
  workspaceId: d.workspaceId,
  profile_id: d.profile_id,
  platforms: [...d.platforms],
  caption: d.caption,
  title: d.title,
  fields: { ...d.fields },
  scheduled_at: d.scheduled_at,
  timezone: d.timezone,
  add_to_queue: d.add_to_queue,
  photos: d.photos.map((p) => ({ id: p.id, position: p.position, source: p.source, path: p.path, url: p.url, bytes: p.bytes, width: p.width, height: p.height, mime: p.mime, name: p.name })),
  captions: d.captions.map((c) => ({ ...c })),
  tags: [...d.tags],
  notes: d.notes,
  state: d.state,
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
  revision: d.revision,
});

const toSummary = (d: Draft): DraftSummaryDto => ({
  id: d.id,
  profile_id: d.profile_id,
  platforms: [...d.platforms],
  caption: cutWhole(d.caption, 400),
  title: d.title,
  tags: [...d.tags],
  state: d.state,
  photoCount: d.photos.length,
  scheduled_at: d.scheduled_at,
  timezone: d.timezone,
  updatedAt: d.updatedAt,
});

/**
 * Issue 31: a post the Hub holds (or has sent) is listed at the time its job sent, never at a later
 * edit of its draft (the composer says that edit does not move it); a refused or cancelled one goes
 * with its draft. The same rule as the calendar and the campaign's Posts tab (campaigns/movable.ts).
 */
function summariesAtSentTimes(db: ReadableDB, drafts: readonly Draft[], now: number): DraftSummaryDto[] {
  const out = drafts.map(toSummary);
  const sent = heldTimes.ofDrafts(db, out.filter((d) => whyFixed(d.state) !== null).map((d) => d.id));
  for (const d of out) {
    const h = sent.get(d.id);
    if (h) Object.assign(d, { scheduled_at: h.scheduledAt, timezone: h.scheduledAt === null ? null : h.timezone });
    // left31: a time that passed with nothing sent is said as such, never "scheduled for".
    if (d.state !== 'deleted' && d.scheduled_at !== null && timePassedUnsent({ state: d.state, scheduledAt: d.scheduled_at, timezone: d.timezone }, now)) d.timePassed = true;
  }
  return out;
}

/** The photo types a photo post carries; anything else is refused before it is stored. */
const PHOTO_EXT = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.heic', '.heif', '.tif', '.tiff', '.gif']);

/** h-twosends: a send's post as a row's by-line reads it (its channels' rows stay with Compose and the Outbox). */
export const rowSendPost = (p: RowSendPost): RowSendPost => ({
  state: p.state, published: p.published, total: p.total, scheduledAt: p.scheduledAt, timezone: p.timezone, retrying: p.retrying, reason: p.reason,
  ...(p.by ? { by: p.by } : {}), ...(p.mine ? { mine: p.mine } : {}), ...(p.replayed ? { replayed: p.replayed } : {}), ...(p.times ? { times: p.times } : {}),
});

/** w27teammate: the rows' states of which the Hub holds (or held) a post: only those can differ from it. */
const SENT_SUMMARY: ReadonlySet<DraftSummaryDto['state']> = new Set<DraftSummaryDto['state']>(['queued', 'scheduled', 'sending', 'published', 'partial', 'channels_refused', 'unknown']);

export function libraryHandlers(deps: {
  library: Library; events: EventHub; dataDir: string; now?: () => number;
  /**
   * `by`, reviewui (issue 34): who sent each draft's post when a teammate did (bylines.ts); `edited`, w27teammate (walk 23, 3):
   * each of `sentIds` whose text now is not what the Hub holds (bridge drafts-edited.ts). w28reads: both from one reading of
   * the page (bridge page-sends.ts). Absent: nobody else sends, and no edit is said.
   */
  sends?: (draftIds: readonly string[], sentIds: readonly string[], sendingIds?: readonly string[]) => {
    by: ReadonlyMap<string, { by: NonNullable<DraftSummaryDto['sentBy']>; published?: number; total?: number; scheduledAt?: string | null; timezone?: string | null; times?: DraftSummaryDto['sentTimes'] }>;
    edited: ReadonlyMap<string, { approvedAt: string }>;
    /** h-waiting (walk 36b, 4): of `sendingIds`, the posts whose calls never reached the Hub (absent: none said). */
    waiting?: ReadonlySet<string>;
    /** w43cal (walk 43a): of `sentIds` this computer sent, each whose channels go at two times, those times (bylines.ts ownTimesOf). */
    times?: ReadonlyMap<string, NonNullable<DraftSummaryDto['sentTimes']>>;
    /** h-oldcaption (walk 43b, 5): of `sentIds`, each whose channels hold different versions of its text, the channels holding the earlier (bylines.ts olderOf). */
    older?: ReadonlyMap<string, NonNullable<DraftSummaryDto['sentOlder']>>;
    /** h-twosends (walk 43b, 6): each draft the Hub holds as more than one post, or two senders sent: its sends (bylines.ts rowSendsOf). */
    sends?: ReadonlyMap<string, ReadonlyArray<{ post: RowSendPost; here: boolean }>>;
  };
}) {
  const { library: lib, events } = deps;
  const db = lib.db;
  const changed = (draftIds: string[], reason: 'created' | 'updated' | 'deleted' | 'restored' | 'imported'): void =>
    events.emit('library.changed', { draftIds, reason });
  /** A photo's known facts travel with it, so preflight can check them against each channel's photo rules. */
  const factsOf = (p: { sha256: string | null; bytes: number | null; width: number | null; height: number | null; mime: string | null }) =>
    ({ sha256: p.sha256, bytes: p.bytes, width: p.width, height: p.height, mime: p.mime });
  const photoInputs = (d: Draft) => d.photos.map((p) => (p.source === 'url' ? { id: p.id, url: p.url ?? '' } : { id: p.id, path: p.path ?? '', ...factsOf(p) }));
  const checkedFacts = (c: { sha256: string; bytes: number; width: number; height: number; mime: string }) =>
    factsOf({ sha256: c.sha256, bytes: c.bytes, width: c.width, height: c.height, mime: c.mime });
  const addPhotos = (draftId: string, added: Array<{ path: string } | { url: string }>): DraftDto => {
    const d = lib.drafts.getDraft(db, draftId);
    const next = lib.drafts.update(db, draftId, { photos: [...photoInputs(d), ...added] } as DraftPatch);
    changed([draftId], 'updated');
    return toDraftDto(next);
  };

  /** The bridge's filter in the library's words. */
  const filterOf = (f: DraftFilter = {}) => ({
    ...(f.profile_id !== undefined ? { profile_id: f.profile_id } : {}),
    ...(f.channel !== undefined ? { platform: f.channel } : {}),
    ...(f.tag !== undefined ? { tag: f.tag } : {}),
    ...(f.state !== undefined ? { state: f.state } : {}),
    ...(f.from !== undefined ? { from: f.from } : {}),
    ...(f.to !== undefined ? { to: f.to } : {}),
  });
  const textOf = (f: DraftFilter = {}): string => f.query?.trim() ?? '';

  return {
    'drafts.list': (input: ParsedInput<'drafts.list'>): DraftPageDto => {
      const base = { ...filterOf(input.filter), ...(input.limit !== undefined ? { limit: input.limit } : {}), ...(input.cursor ? { cursor: input.cursor } : {}) };
      const text = textOf(input.filter);
      const page = text ? lib.drafts.search(db, { ...base, text }) : lib.drafts.list(db, base);
      const items = summariesAtSentTimes(db, page.items, (deps.now ?? Date.now)());
      // w27teammate (walk 23, 3): a post whose draft changed since the send the Hub holds says so (only drafts something was sent of).
      const sends = deps.sends?.(items.map((d) => d.id), items.filter((d) => SENT_SUMMARY.has(d.state)).map((d) => d.id), items.filter((d) => d.state === 'sending').map((d) => d.id));
      if (sends) {
        for (const d of items) {
          const b = sends.by.get(d.id);
          if (b) {
            d.sentBy = b.by;
            if (b.published !== undefined && b.total !== undefined) d.sentCounts = { published: b.published, total: b.total };
            if (b.scheduledAt) d.sentFor = { scheduledAt: b.scheduledAt, timezone: b.timezone ?? null };
            if (b.times) d.sentTimes = b.times;
          }
          const edited = sends.edited.get(d.id);
          if (edited) d.editedSinceSent = edited;
          if (sends.waiting?.has(d.id)) d.waitingHub = true;
          const own = d.sentBy ? undefined : sends.times?.get(d.id);
          if (own) d.sentTimes = own;
          const older = sends.older?.get(d.id);
          if (older) d.sentOlder = older;
          const each = sends.sends?.get(d.id);
          if (each) d.sentSends = each.map((x) => ({ post: rowSendPost(x.post), here: x.here }));
        }
      }
      for (const d of items) { // w23left: a kept draft of a team left says so (read-only here)
        const left = leftReadOnly(db, d.id);
        if (left) d.leftTeam = { team: left.team, leftAt: left.leftAt };
      }
      return { items, nextCursor: page.nextCursor };
    },
    'drafts.count': (input: ParsedInput<'drafts.count'>) => ({ total: lib.drafts.count(db, { ...filterOf(input.filter), text: textOf(input.filter) }) }),
    'drafts.ids': (input: ParsedInput<'drafts.ids'>) => ({ ids: lib.drafts.ids(db, { ...filterOf(input.filter), text: textOf(input.filter) }, input.limit ?? 100_000) }),
    'drafts.get': (input: { id: string }): DraftDto => {
      const d = toDraftDto(lib.drafts.getDraft(db, input.id));
      const left = leftReadOnly(db, d.id); // w23left: read-only here, and why (Compose says it)
      return left ? { ...d, leftTeam: { team: left.team, leftAt: left.leftAt } } : d;
    },
    'drafts.create': (input: ParsedInput<'drafts.create'>): DraftDto => {
      const d = lib.drafts.create(db, { ...(input.draft ?? {}) });
      changed([d.id], 'created');
      return toDraftDto(d);
    },
    'drafts.update': (input: ParsedInput<'drafts.update'>): DraftDto => {
      const d = lib.drafts.update(db, input.id, input.patch as DraftPatch, { ...(input.revision === undefined ? {} : { expectedRevision: input.revision }), ...(input.base === undefined ? {} : { base: input.base }) });
      changed([d.id], 'updated');
      return toDraftDto(d);
    },
    'drafts.duplicate': (input: { ids: string[] }): DraftDto[] => {
      const copies = db.transaction(() => input.ids.map((id) => lib.drafts.duplicate(db, id))).immediate();
      changed(copies.map((c) => c.id), 'created');
      return copies.map(toDraftDto);
    },
    'drafts.delete': (input: { ids: string[] }) => {
      db.transaction(() => input.ids.forEach((id) => lib.drafts.softDelete(db, id))).immediate();
      changed(input.ids, 'deleted');
      return { deleted: input.ids };
    },
    'drafts.restore': (input: { ids: string[] }) => {
      db.transaction(() => input.ids.forEach((id) => lib.drafts.undoDelete(db, id))).immediate();
      changed(input.ids, 'restored');
      return { restored: input.ids };
    },
    'drafts.tag': (input: ParsedInput<'drafts.tag'>) => {
      const remove = new Set(input.remove.map((t) => t.toLocaleLowerCase('und')));
      db.transaction(() => {
        for (const id of input.ids) {
          const d = lib.drafts.getDraft(db, id);
          const tags = [...d.tags.filter((t) => !remove.has(t.toLocaleLowerCase('und'))), ...input.add];
          lib.drafts.update(db, id, { tags });
        }
      }).immediate();
      changed(input.ids, 'updated');
      return { updated: input.ids.length };
    },
    'drafts.import': async (input: ParsedInput<'drafts.import'>): Promise<ImportReportDto> => {
      // The one importer (campaign-import.ts): spreadsheets' dates and delimiters, names stored as ids.
      // No baseDir: an uploaded file has no folder, so relative photo paths are reported, never resolved on the host.
      const d = input.defaults ?? {};
      const defaults = { ...(d.profile_id !== undefined ? { profile_id: d.profile_id } : {}), ...(d.platforms ? { platforms: d.platforms } : {}), ...(d.timezone !== undefined ? { timezone: d.timezone } : {}) };
      const r = await campaignImport.importSheet(db, { name: input.name, text: input.content, partial: input.partial === true, checkOnly: input.checkOnly === true, dateOrder: input.dateOrder ?? null, defaults, ...(input.encoding ? { encoding: input.encoding } : {}), ...(input.encodingBy ? { encodingBy: input.encodingBy } : {}) });
      if (r.imported > 0) changed(r.ids, 'imported');
      return {
        imported: r.imported,
        skipped: r.skipped,
        problems: r.problems.slice(0, IMPORT_PROBLEMS_SHOWN).map(({ line, index, field, code, message, name, suggestion, say, detail }) => ({
          line: line ?? index ?? 0, field, code, message, ...(name !== undefined ? { name, suggestion: suggestion ?? null } : {}), ...(say ? { say } : {}), ...(detail ? { detail } : {}),
        })),
        moreProblems: Math.max(0, r.problems.length - IMPORT_PROBLEMS_SHOWN),
        rows: r.rows,
        dates: r.dates,
        layout: { id: r.layout.id, label: r.layout.label, used: r.layout.used, ignored: r.layout.ignored },
        // w16import2: how the file was read, whole, as campaigns.import says it (the Library's Import… shows it too).
        ...(r.delimiter ? { delimiter: r.delimiter } : {}), ...(r.zones ? { zones: r.zones } : {}), ...(r.encoding ? { encoding: r.encoding } : {}), ...(r.encodingBy ? { encodingBy: r.encodingBy } : {}),
        ...(r.clockTimes ? { clockTimes: r.clockTimes } : {}),
      };
    },
    'drafts.export': (input: ParsedInput<'drafts.export'>): ExportFileDto => {
      const r = lib.transfer.exportText(db, { format: input.format, ...(input.ids ? { ids: input.ids } : {}) });
      const day = localDay(Date.now()); // walk 36b: this computer's date, not the UTC one
      return { name: `postroom-drafts-${day}.${input.format}`, mime: input.format === 'csv' ? 'text/csv' : 'application/json', content: r.text, count: r.count };
    },
    'drafts.duplicates': (input: ParsedInput<'drafts.duplicates'>) =>
      lib.drafts.findDuplicatesOf(db, input.id, input.windowHours === undefined ? {} : { windowMs: input.windowHours * 3_600_000 }).flatMap((m) =>
        m.channels.map((channel) => ({ draftId: m.draft.id, channel, caption: m.draft.caption, updatedAt: m.draft.updatedAt }))),

    'photos.add': async (input: ParsedInput<'photos.add'>): Promise<DraftDto> => {
      lib.drafts.getDraft(db, input.draftId); // an unknown draft is refused before any file is read
      const files: Array<{ path: string }> = [];
      for (const f of input.files) {
        if (!PHOTO_EXT.has(extname(f).toLowerCase())) throw new CoreError('io', `${f} is not a photo (JPEG, PNG, WebP, AVIF, HEIC, TIFF or GIF).`);
        // By content, whatever the name says: size capped before reading, signature, header (MediaError).
        files.push({ path: f, ...checkedFacts(await checkPhoto({ path: f })) });
      }
      return addPhotos(input.draftId, [...files, ...input.urls.map((url) => ({ url }))]);
    },
    'photos.addBytes': async (input: ParsedInput<'photos.addBytes'>): Promise<DraftDto> => {
      const ext = extname(input.name).toLowerCase();
      if (!PHOTO_EXT.has(ext)) throw new CoreError('io', `${input.name} is not a photo (JPEG, PNG, WebP, AVIF, HEIC, TIFF or GIF).`);
      const bytes = Buffer.from(input.base64, 'base64');
      if (bytes.length === 0) throw new CoreError('io', `${input.name} is empty.`);
      lib.drafts.getDraft(db, input.draftId);
      const checked = await checkPhoto({ bytes, name: input.name });
      // Pasted and dropped photos are kept in the data dir, in a folder named by content and under
      // their own name, so the draft points at them and the name is shown and sent.
      const dir = join(deps.dataDir, 'photos', checked.sha256);
      mkdirSync(dir, { recursive: true });
      const file = join(dir, storedPhotoName(input.name, checked.format));
      writeFileSync(file, bytes);
      return addPhotos(input.draftId, [{ path: file, ...checkedFacts(checked) }]);
    },
    'photos.thumbnail': async (input: ParsedInput<'photos.thumbnail'>) => {
      const photo = lib.drafts.getDraft(db, input.draftId).photos.find((p) => p.id === input.photoId);
      if (!photo) throw new CoreError('not_found', `Draft ${input.draftId} has no photo ${input.photoId}.`);
      if (photo.source !== 'file' || !photo.path) throw new CoreError('not_found', 'That photo is a link: the page can show it directly.');
      const t = await thumbnail(photo.path, input.maxSide ?? 256);
      return { dataUrl: `data:${t.mime};base64,${t.bytes.toString('base64')}`, width: t.width, height: t.height };
    },
    'photos.remove': (input: { draftId: string; photoId: string }): DraftDto => {
      const d = lib.drafts.getDraft(db, input.draftId);
      if (!d.photos.some((p) => p.id === input.photoId)) throw new CoreError('not_found', `Draft ${input.draftId} has no photo ${input.photoId}.`);
      const next = lib.drafts.update(db, input.draftId, { photos: photoInputs(d).filter((p) => p.id !== input.photoId) } as DraftPatch);
      changed([input.draftId], 'updated');
      return toDraftDto(next);
    },
    'photos.reorder': (input: { draftId: string; order: string[] }): DraftDto => {
      const d = lib.drafts.reorderPhotos(db, input.draftId, input.order);
      changed([input.draftId], 'updated');
      return toDraftDto(d);
    },

    'campaigns.list': (): CampaignDto[] => lib.campaigns.list(db).map(toCampaign),
    'campaigns.create': (input: { name: string }): CampaignDto => toCampaign(lib.campaigns.create(db, { name: input.name })),
    'campaigns.addDrafts': (input: { id: string; draftIds: string[] }): CampaignDto => toCampaign(lib.campaigns.addDrafts(db, input.id, input.draftIds)),
  };
}

function toCampaign(c: Campaign): CampaignDto {
  return { id: c.id, name: c.name, draftCount: c.draftIds.length, createdAt: c.createdAt };
}
