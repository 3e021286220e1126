/**
 * One channel's outcome of a post, as Postroom keeps and shows it: the ONE shape from the Hub's
 * answer (`outcomesOf` in answer.ts) through the journal to the bridge (dto.ts imports this type).
 * No imports: the renderer's type check reads this file through the bridge contract.
 */
export interface ChannelOutcome {
  channel: string;
  /** null while the Hub has not said. */
  success: boolean | null;
  url: string | null;
  code: string | null;
  /** The channel's own words (before `· Tạm dịch:`). */
  message: string | null;
  /** The Vietnamese rendering, when the Hub gave one. */
  vietnamese: string | null;
}
