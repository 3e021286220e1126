/**
 * The client preview (issue 34, item 3): a client has no Postroom, so a campaign (or chosen posts)
 * goes to them as ONE self-contained HTML file, and their decisions come back as a file the page
 * makes.
 *
 * 1. `exportClientPreview` renders each post as each of its channels would show it (that channel's
 *    caption and title, the photos scaled down with sharp and inlined as data: URIs, the time in
 *    the CLIENT's zone chosen at export), in the exporter's language. Everything the page shows is
 *    escaped here (captions are hostile); the script only reads ids from a JSON block and writes
 *    the decisions file. A strict CSP (hashes of the one style and the one script, images only from
 *    data:, no connections) means the page cannot reach the network.
 * 2. The export is remembered (library review_exports): its posts with their content revisions,
 *    and a SHA-256 digest over them, the export id and the campaign id.
 *    The record is shared with the team (the `reviews` document), so the client's file comes back
 *    to whoever is at hand, not only to the laptop that made the page.
 * 3. `importClientDecisions` refuses, with nothing changed, a file that is not one, of an unknown
 *    export, for another campaign, tampered with (digest, a revision), whose posts are not the
 *    export's, each once (h-decisions: the page lists every post, undecided ones with decision null,
 *    so a post missing was taken out), or stale (a post's content changed since: the posts are named). Otherwise each decision is
 *    taken as far as the importing member's role allows (see there), all in one transaction; a
 *    post not yet in review is sent for review first (the client saw it).
 *
 * What these checks cannot do: the page holds no secret, so a decisions file whose VALUES were
 * edited by hand (approve ↔ changes, a decision set back to null) cannot be told from the client's own. Every place a person
 * decides to trust a file says so ("the file is not signed: check it came from your client").
 *
 * Split into preview/*.ts (style.md: short files): format.ts (the decisions file, the digest),
 * page.ts (the page), export.ts (1 and 2), decisions.ts (3), confirm.ts (an approver confirms a client's approval), verdict.ts (w27client: what each channel will take, from preflight). This file re-exports them, so every
 * import of './preview' keeps working.
 */
export * from './preview/format';
export * from './preview/page';
export * from './preview/export';
export * from './preview/decisions';
export * from './preview/confirm';
export * from './preview/agrees';
