/**
 * English strings of w22outbox (walk 20, 4): the Outbox header's waiting count names the waiting jobs whose call was a
 * replay of a teammate's send (their cards say "Sent by Bảo"; src-shared/outbox-counts.ts), after "{waiting} waiting".
 * Spread into `en`; `w22outbox.vi.ts` is typed against this shape.
 */
export const w22outboxEn = {
  w22outbox: {
    /** h-replaywho (walk 41b, 2): the sender of a replayed call no teammate's outcome names (a revoked member's): "(sent by another computer)". */
    unnamedSender: 'another computer',
    waitingBy: {
      /** Every waiting job is a teammate's send: "3 jobs, 1 waiting (sent by Bảo)". */
      all: '(sent by {who})',
      /** Some are: "3 jobs, 2 waiting (1 sent by Bảo)". */
      some: '({n} sent by {who})',
    },
  },
};
