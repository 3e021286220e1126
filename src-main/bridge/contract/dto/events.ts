import type { CampaignStatusDto } from './campaigns';
import type { ProfileDto } from './drafts';
import type { BatchDto, JobDto } from './jobs';
import type { ReviewEventDto } from './review';
import type { TeamEventDto } from './team';
import type { ConnectivityDto, WorkspaceDto } from './workspace';

/** Events pushed to the renderer, by topic. */
export interface BridgeEvents {
  job: JobDto;
  batch: BatchDto;
  connectivity: ConnectivityDto;
  'media.progress': { draftId: string | null; done: number; total: number };
  'library.changed': { draftIds: string[]; reason: 'created' | 'updated' | 'deleted' | 'restored' | 'imported' };
  workspace: WorkspaceDto;
  campaign: CampaignStatusDto;
  /** The profiles as cached after a read from the Hub (an account linked, a pin set): composer branch, issue 32. */
  profiles: ProfileDto[];
  /** Review (issue 34, review-ui): a post approved, sent back, sent for review or commented. */
  review: ReviewEventDto;
  /** Team session (issue 33, team-session): the status when it changes, or who is where (presence). */
  team: TeamEventDto;
}
export type EventTopic = keyof BridgeEvents;
export const EVENT_TOPICS: readonly EventTopic[] = ['job', 'batch', 'connectivity', 'media.progress', 'library.changed', 'workspace', 'campaign',
  'profiles', 'review', 'team'];
