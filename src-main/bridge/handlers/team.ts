import { dismissHeldRefusals, type Role, type TeamService } from '../../team';
import type { TeamHistoryEntryDto, TeamPresenceDto, TeamStatusDto } from '../contract';
import type { Services } from '../services';

/**
 * Team session (issue 33, team-session): status, joining, leaving, a draft's history, presence.
 * The member token crosses the bridge once (team.join) into the keychain; never back.
 */
export function teamHandlers(s: Services, team: TeamService, workspaceChanged: () => Promise<unknown>) {
  return {
    'team.status': async (): Promise<TeamStatusDto> => team.status({ members: true }),
    'team.join': async (input: { name: string; url: string; token: string; hubUrl?: string | undefined }): Promise<TeamStatusDto> => {
      // The team's name as its server last said it, before the join: the answer's status may not have heard it again yet.
      const left = (await team.status()).leftTeam?.name ?? null;
      const r = await team.join({ name: input.name, url: input.url, token: input.token, ...(input.hubUrl ? { hubUrl: input.hubUrl } : {}) });
      await s.secrets.workspaces.use(r.workspace.name);
      await workspaceChanged();
      // w28errors (walk 24, 2): what the rejoin dropped, said by the answer as the CLI's `workspace join` says it.
      const d = r.droppedReviews;
      const dropped = d.steps.length > 0 || d.comments > 0 || d.clientRows > 0;
      const status = await team.status({ members: true });
      return dropped ? { ...status, rejoinDropped: { team: status.team?.name ?? left, steps: d.steps.map((st) => ({ ...st })), comments: d.comments, clientRows: d.clientRows } } : status;
    },
    'team.leave': async (): Promise<TeamStatusDto> => {
      await team.leave();
      await workspaceChanged();
      return team.status();
    },
    // roles (issue 34): an owner changes a teammate's role (the server decides who may).
    'team.setRole': async (input: { name: string; role: Role }): Promise<TeamStatusDto> => team.setMemberRole(input.name, input.role),
    // w30dismiss (walk 26, 5): the Dismiss of a refused approval is kept by the core, so every screen and the CLI agree.
    'team.dismissRefusal': async (input: { draftId?: string | undefined }): Promise<TeamStatusDto> => {
      const w = s.library.workspaces.getCurrent(s.library.db);
      if (w.team) dismissHeldRefusals(s.library.db, w.id, input.draftId ? [input.draftId] : 'all');
      return team.status();
    },
    'team.history': async (input: { draftId: string }): Promise<TeamHistoryEntryDto[]> => team.history(input.draftId).map(({ member, at, fields }) => ({ member, at, fields })), // w13undo: not the lines' Yjs marks
    // team-ui: presence as it is now (a page opened or reloaded hears only changes through the 'team' event).
    'team.presence': async (): Promise<TeamPresenceDto[]> => team.presence(),
    'team.presence.set': async (input: { draftId: string | null; caret?: number | undefined }): Promise<{ ok: true }> => {
      team.setPresence(input.draftId, input.caret ?? null);
      return { ok: true };
    },
  };
}

/** Bridge methods that change the library: refused on a viewer's laptop in a team workspace (`forbidden`), before anything is written. The one list, kept by the team area (the CLI refuses the same changes). */
export { LIBRARY_WRITES, REVIEW_WRITES } from '../../team';
