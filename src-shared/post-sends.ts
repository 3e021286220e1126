/**
 * w15compose (walk 14): whether a draft's sends (publisher/post-sends.ts draftSends) are said one by one — they name
 * more than one sender (this computer and a teammate, or two teammates): each Hub post is then named truly, never
 * only the latest sender. Written once for the core, the CLI and the renderer (src-shared).
 */
export function sendersDiffer(sends: ReadonlyArray<{ post: { by?: { name: string } | null } }>): boolean {
  return sends.length > 1 && new Set(sends.map((s) => s.post.by?.name ?? '')).size > 1;
}

/** w16sends: the post states in which the Hub holds a send or published it (an unknown outcome may be live), as draft-states.ts AT_HUB. */
export const AT_HUB_STATES: readonly string[] = ['queued', 'scheduled', 'published', 'partial', 'unknown'];

/** w16sends: how many of the sends the Hub holds or published (a failed one is not a post at the Hub). */
export function heldAtHub(sends: ReadonlyArray<{ post: { state: string } }>): number {
  return sends.filter((s) => AT_HUB_STATES.includes(s.post.state)).length;
}

/**
 * w16sends (walk 15): the sends are said one by one whenever the Hub holds more than one post of the draft — one
 * sender twice ("Send it as a new post at another time…" by Lan, who sent it first) as well as two senders. Before,
 * only two senders were listed and one sender's two posts read as one ("it is not sent twice").
 */
export function sendsListed(sends: ReadonlyArray<{ post: { state: string; by?: { name: string } | null } }>): boolean {
  return sendersDiffer(sends) || heldAtHub(sends) > 1;
}
