import type { ReviewEventDto } from '../../../src-main/bridge/contract';
import type { EventHandlers } from './follow';

/**
 * poststate (walk 7): what Compose's job list (DraftJobs) hears besides 'job' events. A job's verdicts
 * carry the team's review rules (jobverdict: "Send again as new" waits for a new approval), so a
 * review step of this draft (not a comment) reads its jobs again, as the Outbox's cards do.
 */
export function draftJobsFollow(jobs: { load(): Promise<void> }, draftId: string): Pick<EventHandlers, 'review'> {
  return {
    review: (e: ReviewEventDto) => {
      if (e.draftId === draftId && e.kind !== 'commented') void jobs.load();
    },
  };
}
