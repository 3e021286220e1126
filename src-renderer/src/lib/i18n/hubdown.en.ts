/**
 * English strings of h-hubdown (walk 33): a campaign's posts handed to the publisher that have not reached the Hub (the
 * core's status `toHub`, each batch's `waiting`: campaigns to-hub.ts), never called "sent" or "sent for publishing".
 * Spread into `en`; `hubdown.vi.ts` is typed against this shape.
 */
export const hubdownEn = {
  hubdown: {
    /** The header's sent part while some of them have not reached the Hub (the CLI says "handed to the publisher"). */
    handed: '{n} handed to the Outbox',
    handedBy: '{n} handed to the Outbox ({by})',
    toHub: '{atHub} at the Hub, {waiting} waiting to reach it',
    /** Who says the Hub did not answer: this computer's own reading (the connectivity indicator's). */
    noAnswer: 'this computer could not reach the Hub',
    /** h-campwords2 (walk 45b, 3): the header's posts waiting to reach the Hub on a teammate's computer (the CLI's words). */
    queuedOnAll: "queued on {name}'s computer: it sends {n, plural, one {it under the same key} other {them under the same keys}} once the Hub answers",
    queuedOnSome: "{n} queued on {name}'s computer: it sends {n, plural, one {it under the same key} other {them under the same keys}} once the Hub answers",
    /** h-campwords2: beside a teammate's, this computer's own posts waiting while it cannot reach the Hub. */
    hereNoAnswer: '{n} here: this computer could not reach the Hub',
    /** The Send tab's state line: the posts of this Send not at the Hub yet. */
    waiting: '{n} waiting to reach the Hub',
    state_waitingHub: 'waiting for the Hub',
    /** h-waiting (walk 36b, 4): a post's state word (Outbox badge, Posts tab) while its calls never reached the Hub (was "Sending"). */
    state_waitingToReach: 'Waiting to reach the Hub',
    /** h-waiting: the Posts tab's Send column of such a post (was "sent for publishing"). */
    sendWaiting: 'waiting to reach the Hub (queued here, not sent)',
    /** Under a batch's bar: its posts not at the Hub yet (drawn unfilled). */
    batchWaiting: '{n, plural, one {1 post of this batch has} other {# posts of this batch have}} not reached the Hub yet',
    /** h-campteam (walk 44b, 1): the Send tab's state line: a teammate's posts of the campaign waiting on their computer to reach the Hub (was "2 sent by Lan (a teammate)"). */
    queuedBy: "{n} queued on {name}'s computer (a teammate)",
    /** h-campteam (walk 44b, 1): the Send tab of a campaign a teammate sent whose posts still wait on their computer to reach the Hub (was "All 30 posts were already sent by Sam"). */
    teamHanded: "{n, plural, one {The post was handed to the Outbox by {names}} other {All # posts were handed to the Outbox by {names}}}: {atHub} at the Hub, {waiting} waiting to reach it on {waitingOn}'s computer, which sends them under the same keys once the Hub answers. They are not sent again from here.",
  },
};
