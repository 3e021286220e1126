import { firstLine } from '../../src-shared/first-line';
import { ensureDataDir } from '../common';
import type { FaultConfig } from '../sandbox';
import type { SecretStore } from '../secrets';
import { createDispatcher, type Dispatch, type ErrorSink, type Handlers } from './dispatcher';
import { EventHub } from './events';
import { accountHandlers, profileHandlers } from './handlers/accounts';
import { hubHandlers } from './handlers/hub';
import { campaignHandlers, createSender } from './handlers/campaigns';
import { libraryHandlers } from './handlers/library';
import { publishingHandlers } from './handlers/publishing';
import { outcomeHandlers } from './handlers/outcomes';
import { reviewHandlers } from './handlers/review';
// The team's review settings (issue 34, branch settings).
import { reviewSettingsHandlers } from './handlers/review-settings';
import { systemHandlers } from './handlers/system';
import { Outbox } from './outbox';
import { Services } from './services';
import { dataPaths } from '../common';
import { clientApprovalNews, type ClientApprovalNews, draftsOfWrite, keepsApproval, leftReviewStepOf, refuseLeftCampaign, refuseLeftReview, storedReviewSettings, TeamService } from '../team';
import { LIBRARY_WRITES, REVIEW_WRITES, teamHandlers } from './handlers/team';
import { atHubOf, heldTimeOf, sentByOf } from './bylines';
import { draftsListSends } from './page-sends';
import { replyOf } from './teamsync-reply';
import { saidWithStep, stepCommentLine, stepMentions } from './step-comment';
import { watchOtherProcesses } from './other-process';

export interface CoreOptions {
  dataDir: string;
  shell: 'electron' | 'web';
  env?: NodeJS.ProcessEnv;
  /** Opens an https link in the system browser (Electron: shell.openExternal). */
  openExternal?: (url: string) => Promise<boolean>;
  onError?: ErrorSink;
  /** Replaces the OS keychain (tests only). */
  secretStore?: SecretStore;
  /** The embedded sandbox Hub for the sandbox workspace (default on). */
  embeddedSandbox?: boolean | { faults?: FaultConfig | string; seed?: number };
  /** Connectivity ping period (default 30 s; 0 = only on demand). */
  connectivityIntervalMs?: number;
  /** Resume unfinished jobs at start (default true). */
  resume?: boolean;
  /**
   * Put a restore staged from Settings in place before opening the library (default true). The CLI
   * passes false: it may run beside the app, whose open library must never be swapped under it.
   */
  applyStagedRestore?: boolean;
  /**
   * twoprocs: how often the library is asked whether another process (the CLI) committed to it
   * (other-process.ts; default 1000 ms; 0 = never): a workspace or team changed there is taken up here.
   */
  otherProcessPollMs?: number;
}

/** Everything a shell needs: the dispatcher both transports serve, the events they push, and shutdown. */
export interface Core {
  dataDir: string;
  dispatch: Dispatch;
  events: EventHub;
  services: Services;
  outbox: Outbox;
  /** The team session of the current workspace (issue 33). */
  team: TeamService;
  close(): Promise<void>;
}

/**
 * Builds the core services for a shell (Electron or web host) and the bridge
 * handlers over them. Each shell is its own composition root and calls this once.
 */
export async function createCore(opts: CoreOptions): Promise<Core> {
  const dataDir = ensureDataDir(opts.dataDir);
  const events = new EventHub();
  const services = await Services.start({
    dataDir,
    env: opts.env ?? process.env,
    events,
    ...(opts.secretStore ? { secretStore: opts.secretStore } : {}),
    ...(opts.embeddedSandbox === undefined ? {} : { embeddedSandbox: opts.embeddedSandbox }),
    ...(opts.connectivityIntervalMs === undefined ? {} : { connectivityIntervalMs: opts.connectivityIntervalMs }),
    applyStagedRestore: opts.applyStagedRestore !== false,
  });
  const outbox = new Outbox(services);
  const sender = createSender(services, outbox);
  // Team session (issue 33): the current workspace's, when it is a team workspace; its status and presence are the 'team' event.
  let changedTimer: NodeJS.Timeout | null = null;
  const changedIds = new Set<string>();
  // composelive (walk 5): a change that may touch any post (review settings, my role) is said with no ids even when
  // a teammate's drafts came in the same burst (before: the burst's ids hid it, and an open Compose kept its hold).
  let changedAll = false;
  const team = new TeamService({
    library: services.library,
    store: services.secrets.store,
    mediaDir: dataPaths(dataDir).mediaCache,
    env: opts.env ?? process.env,
    onEvent: (e) => events.emit('team', e),
    onRemote: (draftIds) => {
      // A teammate's change was written into the library: the screens read those drafts again (once per burst).
      for (const id of draftIds) changedIds.add(id);
      if (draftIds.length === 0) changedAll = true;
      if (changedTimer) return;
      changedTimer = setTimeout(() => {
        changedTimer = null;
        const ids = changedAll ? [] : [...changedIds];
        changedIds.clear();
        changedAll = false;
        events.emit('library.changed', { draftIds: ids, reason: 'updated' });
      }, 150);
      changedTimer.unref();
    },
    // A teammate's review step or comment (issue 34, team-wire): the same toast as one taken here.
    onReview: ({ steps, comments, clientApprovals }) => {
      const captionOf = (id: string): string => {
        try {
          return firstLine(services.library.drafts.get(services.library.db, id).caption, 120).trim();
        } catch {
          return '';
        }
      };
      const KIND = { submit: 'submitted', approve: 'approved', request_changes: 'changes_requested', withdraw: 'withdrawn' } as const;
      // reviewui: a step of this laptop's own member coming back from the team (a reconnect, another data dir of the same member) is its own.
      const me = services.currentWorkspace().team?.member ?? null;
      for (const st of steps) {
        const kind = KIND[st.action as keyof typeof KIND];
        if (!kind) continue;
        // w10you (walk 10): a keep of the approval over a client's request is told as such, not as a new approval.
        let kept: boolean;
        try {
          kept = kind === 'approved' && keepsApproval(services.library.db, st.draftId, st.id);
        } catch {
          kept = false; // the library is closing: told as an approval
        }
        // w12words (walk 12): one action, one toast: a step said with a comment carries its first line.
        let said: string | null;
        try {
          said = stepCommentLine(services.library.db, st.draftId, st.id);
        } catch {
          said = null;
        }
        // Walk 43a (3): a mention of me in that comment is told in this toast (the comment is not told on its own).
        let mentionsMe: boolean;
        try {
          mentionsMe = stepMentions(services.library.db, st.draftId, st.id, me);
        } catch {
          mentionsMe = false;
        }
        events.emit('review', { kind, draftId: st.draftId, by: st.by, caption: captionOf(st.draftId), own: st.by === me, ...(kept ? { kept: true as const } : {}), ...(said ? { said } : {}), ...(mentionsMe ? { mentionsMe: true } : {}) });
      }
      // A teammate's comment that mentions me is said as a mention (the binding gives only teammates' comments, never mine).
      for (const c of comments) {
        // w12words: a comment written with a step (a request for changes with its reason) is told in that step's toast.
        try {
          if (saidWithStep(services.library.db, c.draftId, c.id)) continue;
        } catch {
          // the library is closing: told as a comment
        }
        const mentionsMe = me !== null && (c.mentions ?? []).some((n) => n.toLowerCase() === me.toLowerCase());
        const replyTo = replyOf(services.library.db, c.draftId, c.id, me);
        events.emit('review', { kind: 'commented', draftId: c.draftId, by: c.by, caption: captionOf(c.draftId), own: c.by === me, ...(mentionsMe ? { mentionsMe: true } : {}), ...(replyTo ? { replyTo } : {}) });
      }
      // clientfix: a client's approval a teammate relayed, waiting for an approver: told to approvers ("confirm it").
      const team = services.currentWorkspace().team;
      if (clientApprovals?.length && team && storedReviewSettings(services.library.db, services.currentWorkspace().id).approvers.includes(team.role as 'owner' | 'approver')) {
        for (const c of clientApprovals) {
          // clientnote: an approval of content the agency itself asked to change says whose request is still open.
          // w11client (walk 11): one of a version already approved is the client's agreement (no "confirm it"); one
          // confirmed or overtaken since is not told. The core's one derivation (team/preview/agrees.ts).
          let news: ClientApprovalNews;
          try {
            news = clientApprovalNews(services.library.db, c.draftId);
          } catch {
            news = { kind: 'client_approved', overRequestBy: null }; // a post not here (yet): told as a plain client approval
          }
          if (!news) continue;
          const asker = news.kind === 'client_approved' ? news.overRequestBy : null;
          events.emit('review', { kind: news.kind, draftId: c.draftId, by: c.by, caption: captionOf(c.draftId), own: false, ...(asker ? { overRequestBy: asker } : {}) });
        }
      }
    },
  });
  services.teamCarrier = (workspaceId) => team.claimCarrier(workspaceId);
  const onWorkspaceChanged = (): void => {
    void team.useCurrent().catch(() => {});
    outbox.reset();
    void outbox.resumeAll().catch(() => {});
    sender.resumeAll(services.currentWorkspace().id);
  };

  const profiles = profileHandlers(services);
  const workspaceChanged = async () => {
    onWorkspaceChanged();
    const w = await services.secrets.workspaces.current();
    events.emit('workspace', w);
    void services.checkConnectivity();
    return w;
  };
  const handlers: Handlers = {
    ...systemHandlers({
      shell: opts.shell,
      dataDir,
      currentWorkspace: () => services.secrets.workspaces.current(),
      connectivity: async (recheck) => (recheck || services.connectivity.checkedAt === null ? services.checkConnectivity() : services.connectivity),
      openExternal: opts.openExternal ?? (async () => false),
    }),
    ...accountHandlers(services, onWorkspaceChanged),
    ...profiles,
    ...hubHandlers({ services, refreshProfiles: () => profiles['profiles.refresh'](), workspaceChanged }),
    ...libraryHandlers({ library: services.library, events, dataDir, now: () => services.clock.now(), ...draftsListSends(services) }),
    ...publishingHandlers(services, outbox),
    ...campaignHandlers(services, sender),
    'system.resumed': () => outbox.resumed,
    ...outcomeHandlers(services, outbox),
    // Review and approval (issue 34, review-ui).
    ...reviewHandlers({
      library: services.library, events, env: opts.env ?? process.env, sentBy: (ids) => sentByOf(services, ids),
      // reviewtruth: the post the Hub holds, and who edited an approved post since (the team's history).
      atHub: (ids) => atHubOf(services, ids),
      history: (draftId, o) => team.history(draftId, o),
      teamPort: () => services.teamPort(), // w16twice: the client page lists every Hub post of a post
      // w18again: the time the Hub holds the post for (the approved new time is another one).
      heldTime: (id) => heldTimeOf(services, id),
      // composelive (walk 5): a laptop that may not edit (revoked, viewer) shows every review action shut, with its reason.
      editRefusal: () => {
        try {
          team.assertCanEdit();
          return null;
        } catch (e) {
          return (e as { code?: string }).code === 'revoked' ? 'revoked' : 'read_only';
        }
      },
    }),
    ...teamHandlers(services, team, workspaceChanged),
    ...reviewSettingsHandlers(services.library, team, () => events.emit('library.changed', { draftIds: [], reason: 'updated' })),
  };
  // A viewer's laptop refuses every change of a team library before anything is written.
  // w23left: and a change of a kept draft of a team this workspace left (read-only here, `left_team`).
  for (const name of LIBRARY_WRITES) {
    const h = handlers[name] as (input: unknown) => unknown;
    (handlers as Record<string, (input: unknown) => unknown>)[name] = (input: unknown) => {
      team.assertCanEdit(undefined, { draftIds: draftsOfWrite(services.library.db, name, input) });
      // w26left: a campaign the team had when this workspace left it is kept read-only (left_team), as its drafts are.
      refuseLeftCampaign(services.library.db, name, input);
      return h(input);
    };
  }

  // composelive (walk 5): review steps and comments are the team's too: a revoked or a viewer's laptop refuses
  // them with the library's reason before anything is written (before: a revoked laptop wrote steps the team never got).
  for (const name of REVIEW_WRITES) {
    const h = handlers[name] as (input: unknown) => unknown;
    (handlers as Record<string, (input: unknown) => unknown>)[name] = (input: unknown) => {
      team.assertCanEdit();
      // w26left (walk 22 #6): out of the team it left, a workspace writes no review step (the team would never have it).
      refuseLeftReview(services.library.db, services.currentWorkspace().id, leftReviewStepOf(name, input), { draftId: (input as { draftId?: unknown } | null)?.draftId });
      return h(input);
    };
  }

  const dispatch = createDispatcher(handlers, opts.onError);
  void team.useCurrent().catch(() => {});
  // twoprocs (walk 7): `workspace join`, `key set`, `workspace use` of the CLI on this data dir are taken up
  // while running, as the same change made here would be (before: only a restart opened the team session).
  const pollMs = opts.otherProcessPollMs ?? 1000;
  const stopWatching = pollMs <= 0 ? () => undefined : watchOtherProcesses({
    db: services.library.db,
    current: () => services.currentWorkspace(),
    everyMs: pollMs,
    onAccount: () => void workspaceChanged().catch(() => {}),
    onTeam: () => {
      void team.useCurrent().catch(() => {});
      void services.secrets.workspaces.current().then((w) => events.emit('workspace', w), () => {});
    },
    onCommit: () => {
      void team.useCurrent().catch(() => {});
      // w12sidebar (walk 12): what another process committed (`postroom review approve`, `team sync`, `drafts edit` of
      // the CLI on this data dir) may have moved any post: every screen reads again, as after a teammate's exchange
      // (no ids). Before: nothing was said, so the sidebar's Review count (read once, kept mounted) stayed old while
      // a Review screen opened afresh read the new queue.
      events.emit('library.changed', { draftIds: [], reason: 'updated' });
    },
  });
  void services.checkConnectivity();
  // Unfinished jobs (after a crash or quit) go on by themselves, with their recorded keys and bytes.
  if (opts.resume !== false) {
    void outbox.resumeAll({ atStart: true }).catch(() => {});
    // A campaign whose send was under way goes on with the posts it had not handed over yet.
    sender.resumeAll(services.currentWorkspace().id);
  }
  return {
    dataDir,
    dispatch,
    events,
    services,
    outbox,
    team,
    close: async () => {
      stopWatching();
      if (changedTimer) clearTimeout(changedTimer);
      await team.close();
      await sender.stop();
      await outbox.close();
      await services.close();
    },
  };
}
