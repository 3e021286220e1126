import { PostroomError } from '../common';

/**
 * Failures of the campaign area, by stable code:
 * - `plan_changed`: Send was given the fingerprint of a dry run, and the posts Send would hand over
 *   (which posts, their channels, times, delivery and options) are no longer the ones that dry run
 *   showed. Nothing was sent: run the dry run again. `details`: `{ expected, actual }`.
 */
export type CampaignErrorCode = 'plan_changed';

export class CampaignError extends PostroomError<CampaignErrorCode> {
  override readonly name = 'CampaignError';
}
