/**
 * English strings of w26outbox (walk 24, 2): where a send was made, beside who sent it in the Outbox's Table
 * (the job's journaled origin, shared with the team's outcome). Spread into `en`; `w26outbox.vi.ts` is typed against it.
 */
export const w26outboxEn = {
  w26outbox: {
    /** A teammate's row: who sent it and from where. */
    byFrom: {
      cli: 'sent by {who} from the CLI',
      app: 'sent by {who} from the app',
    },
    /** h-replay2 (walk 42b, 1): a teammate's row whose call was a replay of one no outcome here names: the Hub had it already. */
    byReplay: {
      cli: 'the Hub already had it (replayed by {who} from the CLI)',
      app: 'the Hub already had it (replayed by {who} from the app)',
      any: 'the Hub already had it (replayed by {who})',
    },
  },
};
