import { DEFAULT_CONTRACT } from '../../hub';
import { fitPhotos } from '../../media';
import { draftPostState, fitInputs, jobRecord, libraryDrafts, preflight, publishFields } from '../../publisher';
import type { BatchDto, BudgetDto, JobDto, JobRecordDto, ParsedInput, PostStateDto, ProblemDto } from '../contract';
import { toJobDto, withCampaigns, type Outbox } from '../outbox';
import type { Services } from '../services';

export function publishingHandlers(s: Services, outbox: Outbox) {
  const db = s.library.db;
  /** The profile's cached pins, read the way the publisher's own preflight reads them. */
  const pinsOf = (profileId: string | null) => (profileId ? libraryDrafts(s.library, s.currentWorkspace().id).pins?.(profileId) ?? null : null);
  return {
    'drafts.preflight': (input: { id: string }): ProblemDto[] => {
      const d = s.library.drafts.getDraft(db, input.id);
      return preflight(d, pinsOf(d.profile_id)).map((p) => ({ ...p }));
    },
    'drafts.budget': async (input: { id: string }): Promise<BudgetDto> => {
      const d = s.library.drafts.getDraft(db, input.id);
      const r = await fitPhotos(fitInputs(d.photos), {
        fields: publishFields(d, []),
        cache: outbox.mediaCache,
        onProgress: (p) => s.events.emit('media.progress', { draftId: d.id, done: p.done, total: p.total }),
      });
      const fitted = new Map(r.photos.map((p) => [p.id, p]));
      const errors = new Map(r.errors.filter((e) => e.photoId).map((e) => [e.photoId as string, e.message]));
      return {
        capBytes: DEFAULT_CONTRACT.bodyCapBytes,
        bodyBytes: r.bodyBytes,
        fits: r.bodyBytes <= DEFAULT_CONTRACT.bodyCapBytes && r.errors.length === 0,
        photos: d.photos.map((p) => {
          const f = fitted.get(p.id);
          return { id: p.id, sourceBytes: f?.sourceBytes ?? p.bytes, fittedBytes: f ? f.bytes.length : null, width: f?.width ?? p.width, height: f?.height ?? p.height, error: errors.get(p.id) ?? null };
        }),
      };
    },
    'publish.start': (input: ParsedInput<'publish.start'>): Promise<BatchDto> => outbox.start(input),
    'drafts.postState': (input: { id: string }): PostStateDto => {
      s.library.drafts.getDraft(db, input.id); // a typed not_found for an unknown id
      return draftPostState(db, input.id);
    },
    'jobs.list': async (input: ParsedInput<'jobs.list'>): Promise<JobDto[]> => {
      const p = await outbox.publisher();
      return withCampaigns(db, p.jobs({ ...(input.state ? { states: [input.state] } : {}), ...(input.draftId ? { draftId: input.draftId } : {}), limit: input.limit ?? 200 }).map(toJobDto));
    },
    'jobs.get': async (input: { id: string }): Promise<JobDto> => withCampaigns(db, [toJobDto((await outbox.publisher()).job(input.id))])[0]!,
    'jobs.markLive': async (input: { id: string }): Promise<JobDto> => {
      return toJobDto((await outbox.publisher()).markLive(input.id));
    },
    'jobs.record': async (input: { id: string }): Promise<JobRecordDto> => {
      const p = await outbox.publisher();
      return jobRecord(p.job(input.id), p.events(input.id));
    },
    'jobs.retryFailed': (input: { id: string }): Promise<JobDto> => outbox.followUp('retry', input.id),
    'jobs.resendUnknown': (input: { id: string }): Promise<JobDto> => outbox.followUp('resend', input.id),
    'jobs.cancel': async (input: { id: string }): Promise<JobDto> => toJobDto((await outbox.publisher()).cancel(input.id)),
  };
}
