/**
 * English strings of h-resumeadvice (walk 42b, 4): a publish that held a draft this computer is still sending (its own
 * unfinished job: publisher guard.ts ownInFlight). Its outcome comes in the Outbox (the app follows its unfinished
 * jobs); nothing new was sent, and "Publish again…" is not the step (the CLI says `postroom resume --wait`). Spread into
 * `en`; `resumeadvice.vi.ts` is typed against this shape.
 */
export const resumeadviceEn = {
  resumeadvice: {
    /** A batch's line of a draft held so (its post state, e.g. "Sending"). */
    stillSending: 'still being sent by this computer ({state}): its outcome shows in the Outbox; nothing new was sent',
    /** Compose's toast when its Publish held the draft so. */
    heldSending: 'Not sent again: this computer is still sending this draft ({state}). Its outcome shows in the Outbox; nothing new was sent.',
  },
};
