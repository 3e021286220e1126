/**
 * w15compose (walk 14): whether a draft's sends (publisher/post-sends.ts draftSends) are said one by one — they name
 * more than one sender (this computer and a teammate, or two teammates): each Hub post is then named truly, never
 * only the latest sender. Written once for the core, the CLI and the renderer (src-shared).
 */
export function sendersDiffer(sends: ReadonlyArray<{ post: { by?: { name: string } | null } }>): boolean {
  return sends.length > 1 && new Set(sends.map((s) => s.post.by?.name ?? '')).size > 1;
}
