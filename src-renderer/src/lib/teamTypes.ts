/**
 * The shapes the team screens read (issue 33). They follow the bridge's team methods
 * (team.status, team.join, team.leave, team.history, team.presence.set and the `team` event).
 */
export type TeamRole = 'owner' | 'approver' | 'editor' | 'viewer';
export type TeamState = 'connecting' | 'online' | 'offline' | 'unauthorized' | 'revoked' | 'version_mismatch';

export interface TeamMemberView {
  name: string;
  role: TeamRole;
  online: boolean;
  lastSeen: string | null;
}

export interface TeamStatusView {
  state: TeamState;
  lastInStep: string | null;
  pending: number;
  team: { id: string; name: string } | null;
  me: { name: string; role: TeamRole } | null;
  error: { code: string; message: string } | null;
  url: string;
  members: TeamMemberView[] | null;
}

export interface TeamPresenceView {
  member: string;
  draftId: string | null;
  caret: number | null;
}

export interface TeamHistoryView {
  at: string;
  member: string;
  fields: string[];
}
