/** The decisions file a client's preview page makes, and the digest it carries (preview.ts). */
import { createHash } from 'node:crypto';
import type { ClientExport } from '../../library';
import { canonicalJson } from '../review';

export const DECISIONS_FORMAT = 'postroom-client-decisions';
export const DECISIONS_VERSION = 1;
export type ClientDecision = 'approve' | 'request_changes';

/**
 * The decisions file the page downloads. h-decisions (walk 39a, 3): `posts` lists every post of the export, once each,
 * in any order; a post the client did not decide has `decision` null (or none). A page made before lists only the
 * posts decided: such a file, unless the client decided them all, is refused like one with posts taken out.
 */
export interface DecisionsFile {
  format: typeof DECISIONS_FORMAT;
  version: typeof DECISIONS_VERSION;
  exportId: string;
  campaignId: string | null;
  digest: string;
  decidedAt: string;
  posts: Array<{ draftId: string; revision: string; decision: ClientDecision | null; note: string }>;
}

const sha256Hex = (s: string): string => createHash('sha256').update(s, 'utf8').digest('hex');

/** The digest a decisions file carries: over the export id, its campaign and its posts with their revisions. */
export const exportDigest = (e: Pick<ClientExport, 'id' | 'campaignId' | 'posts'>): string =>
  sha256Hex(canonicalJson({ exportId: e.id, campaignId: e.campaignId, posts: e.posts.map((p) => [p.draftId, p.revision]) }));
