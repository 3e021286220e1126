/** The shapes the team screens read (issue 33): the bridge contract's team block, by the screens' names. */
export type {
  TeamRoleDto as TeamRole,
  TeamStateDto as TeamState,
  TeamMemberDto as TeamMemberView,
  TeamStatusDto as TeamStatusView,
  TeamPresenceDto as TeamPresenceView,
  TeamHistoryEntryDto as TeamHistoryView,
} from '../../../src-main/bridge/contract';
