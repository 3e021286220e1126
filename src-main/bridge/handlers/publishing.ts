import { DEFAULT_CONTRACT } from '../../hub';
import { mapLimit } from '../../common';
import { checkStoredPhoto, fitPhotos, MediaError, type FitResult } from '../../media';
import { actionsView, approvalRefusal, draftPostState, draftSends, draftPostStates, fitInputs, jobKnown, jobRecord, libraryDrafts, preflight, publishFields, sendHold, teamActionsView, teamCases } from '../../publisher';
import type { BatchDto, BudgetDto, DraftSendHoldDto, JobDto, JobRecordDto, ParsedInput, PostActionsDto, PostStateDto, ProblemDto, TeammateSendDto } from '../contract';
import { againHeld, ownRetries, toJobDto, withCampaigns, type Outbox } from '../outbox';
import { teamSends } from '../team-sends';
import { editedSinceSentOf } from '../drafts-edited';
import type { Services } from '../services';

type StoredDraft = ReturnType<Services['library']['drafts']['getDraft']>;

export function publishingHandlers(s: Services, outbox: Outbox) {
  const db = s.library.db;
  /** The profile's cached pins, read the way the publisher's own preflight reads them. */
  const pinsOf = (profileId: string | null) => (profileId ? libraryDrafts(s.library, s.currentWorkspace().id).pins?.(profileId) ?? null : null);
  /**
   * A draft's photos fitted as the publisher would send them (cached by content). The composer
   * asks for the budget and the preflight together: one fit per revision serves both.
   */
  const fitting = new Map<string, Promise<FitResult>>();
  const fitDraft = (d: StoredDraft): Promise<FitResult> => {
    const key = `${d.id}@${d.revision}`;
    const running = fitting.get(key);
    if (running) return running;
    const p = fitPhotos(fitInputs(d.photos), {
      fields: publishFields(d, []),
      cache: outbox.mediaCache,
      onProgress: (pr) => s.events.emit('media.progress', { draftId: d.id, done: pr.done, total: pr.total }),
    }).finally(() => fitting.delete(key));
    fitting.set(key, p);
    return p;
  };
  /**
   * The draft as the channels' photo rules should read it: each stored photo with the size it will
   * be sent at (fitted), not its file's (a 13 MB original is sent at 810 kB). A photo not fitted
   * (no profile or channel yet, or it failed: said elsewhere) has no size, and no rule is checked on it.
   */
  const asSent = async (d: StoredDraft): Promise<StoredDraft> => {
    if (!d.photos.some((p) => p.source === 'file')) return d;
    const fit = d.profile_id && d.platforms.length > 0 ? await fitDraft(d).catch(() => null) : null;
    const fitted = new Map(fit?.photos.map((f) => [f.id, f]) ?? []);
    return {
      ...d,
      photos: d.photos.map((p) => {
        const f = fitted.get(p.id);
        return f ? { ...p, bytes: f.bytes.length, width: f.width, height: f.height } : { ...p, bytes: null, width: null, height: null };
      }),
    };
  };
  return {
    // heldfix: the team's hold as Publish would find it (publisher team.ts approvalRefusal), asked before pressing.
    'drafts.publishHold': (input: { id: string }): { held: ProblemDto | null } => {
      const team = s.teamPort();
      const d = team ? libraryDrafts(s.library, s.currentWorkspace().id, team).get(input.id) : null;
      const held = team && d ? approvalRefusal(team, d) : null;
      return { held: held ? { ...held } : null };
    },
    'drafts.preflight': async (input: { id: string }): Promise<ProblemDto[]> => {
      const d = s.library.drafts.getDraft(db, input.id);
      const problems: ProblemDto[] = preflight(await asSent(d), pinsOf(d.profile_id), DEFAULT_CONTRACT, s.clock.now()).map((p) => ({ ...p }));
      // A stored photo that can no longer be read as one (moved, deleted, replaced, damaged header).
      const unreadable = (await mapLimit(d.photos.filter((p) => p.source === 'file' && p.path), 4, async (p): Promise<ProblemDto | null> => {
        try {
          await checkStoredPhoto(p.path as string);
          return null;
        } catch (err) {
          if (!(err instanceof MediaError)) throw err;
          return { severity: 'error', code: 'photo_unreadable', channel: null, field: 'photos', message: `photo ${p.position + 1}: ${err.message}` };
        }
      })).filter((p): p is ProblemDto => p !== null);
      const errors = problems.filter((p) => p.severity === 'error').length;
      return [...problems.slice(0, errors), ...unreadable, ...problems.slice(errors)];
    },
    'drafts.budget': async (input: { id: string }): Promise<BudgetDto> => {
      const d = s.library.drafts.getDraft(db, input.id);
      const r = await fitDraft(d);
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
      // In a team workspace, with teammates' outcomes: "published by NAME".
      return draftPostState(db, input.id, s.teamPort());
    },
    // w11held (walk 11): the post state, its actions and, read from both, where the sent post is (send-hold.ts).
    'drafts.sendHold': async (input: { id: string }): Promise<DraftSendHoldDto> => {
      s.library.drafts.getDraft(db, input.id); // a typed not_found for an unknown id
      const team = s.teamPort();
      const post = draftPostState(db, input.id, team);
      const publisher = team ? await outbox.publisher().catch(() => null) : null;
      // h-retryat: a team that approves the time with the words retries at the approved time only (actions.ts rule 8).
      const actions = teamActionsView(actionsView({ ...post, approvedTime: publisher?.approvedTime(input.id) ?? false }, s.clock.now()), teamCases(post, publisher?.againHold(input.id) ?? null));
      // Walk 39b: the draft's text now is not what the Hub holds (drafts-edited.ts, the Library row's and Outbox card's reading).
      const held = post.state !== 'draft' && post.state !== 'refused' && post.state !== 'cancelled';
      const editedSinceSent = held ? editedSinceSentOf(db, [input.id], team ?? null).get(input.id) ?? null : null;
      return { post, actions, hold: sendHold(post, actions), sends: draftSends(db, input.id, team), ...(editedSinceSent ? { editedSinceSent } : {}) };
    },
    'jobs.list': async (input: ParsedInput<'jobs.list'>): Promise<JobDto[]> => {
      const p = await outbox.publisher();
      const team = s.teamPort();
      // jobverdict: each job's verdicts as posts.actions gives them (the team's review rules included).
      const held = againHeld(p);
      // w31retry: and each send's retry of its refused channels, read once per draft (its row in the table: actions.ts rule 6).
      const retries = ownRetries(db);
      return withCampaigns(db, p.jobs({ ...(input.state ? { states: [input.state] } : {}), ...(input.draftId ? { draftId: input.draftId } : {}), limit: input.limit ?? 200 }).map((j) => toJobDto(j, s.clock.now(), team, held, retries)));
    },
    // teamoutbox (issue 34, walk 4): what teammates' laptops sent, read-only here.
    'jobs.team': (input: ParsedInput<'jobs.team'>): TeammateSendDto[] => teamSends(s, input.limit, input.filter),
    'jobs.get': async (input: { id: string }): Promise<JobDto> => {
      const p = await outbox.publisher();
      return withCampaigns(db, [toJobDto(p.job(input.id), s.clock.now(), s.teamPort(), againHeld(p), ownRetries(db))])[0]!;
    },
    'jobs.markLive': async (input: { id: string }): Promise<JobDto> => {
      const p = await outbox.publisher();
      return withCampaigns(db, [toJobDto(p.markLive(input.id), s.clock.now(), s.teamPort(), againHeld(p), ownRetries(db))])[0]!;
    },
    'jobs.record': async (input: { id: string }): Promise<JobRecordDto> => {
      const p = await outbox.publisher();
      const job = p.job(input.id);
      // unknowncard (walk 31, 1): its call went unanswered and a teammate's laptop has the Hub's answer (same key): the record says whose.
      const { knownFrom } = jobKnown(job, s.teamPort());
      return { ...jobRecord(job, p.events(input.id)), ...(knownFrom ? { knownFrom } : {}) };
    },
    // ---- truth across states and actions (branch truth) ----
    'jobs.retryFailed': (input: ParsedInput<'jobs.retryFailed'>): Promise<JobDto> => outbox.followUp('retry', input.id, input.when),
    'jobs.askHub': (input: { id: string }): Promise<JobDto> => outbox.askHub(input.id),
    'posts.actions': async (input: ParsedInput<'posts.actions'>): Promise<Record<string, PostActionsDto>> => {
      const now = s.clock.now();
      const team = s.teamPort();
      const states = draftPostStates(db, input.draftIds, team);
      // reviewui (issue 34): a team's post, with the team's overlay (a teammate's job; publishing again needs a new approval).
      const publisher = team ? await outbox.publisher().catch(() => null) : null;
      return Object.fromEntries([...states].map(([id, st]) => [id, teamActionsView(actionsView({ ...st, approvedTime: publisher?.approvedTime(id) ?? false }, now), teamCases(st, publisher?.againHold(id) ?? null))]));
    },
    'jobs.resendUnknown': (input: ParsedInput<'jobs.resendUnknown'>): Promise<JobDto> => outbox.followUp('resend', input.id, input.when),
    // Every job answered with its campaign, as jobs.list gives it: the renderer puts it in place of the listed one.
    'jobs.cancel': async (input: { id: string }): Promise<JobDto> => {
      const p = await outbox.publisher();
      return withCampaigns(db, [toJobDto(p.cancel(input.id), s.clock.now(), s.teamPort(), againHeld(p), ownRetries(db))])[0]!;
    },
  };
}
