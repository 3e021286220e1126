/**
 * w19selfedit (walk 17, finding 7): who wrote the version of a post an approval would be of (version-authors.ts), and
 * the review table's verdict on approving it (review.ts), row by row. Lan (editor) created the post; Chi approved it at
 * 10:00; Bảo (approver) may then edit it. Before, only the creator was an author: Bảo approved his own edit.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_SETTINGS, reviewVerdict, type ReviewSettings } from '../../src-main/team';
import { authorNames, authorshipOf, versionAuthors, type AuthorLine } from '../../src-main/team/version-authors';

const AT = (hm: string): string => `2026-11-27T${hm}:00.000Z`;
const created: AuthorLine = { member: 'Lan', at: AT('09:00'), fields: ['created'] };
const line = (member: string, hm: string, fields: string[], marks?: AuthorLine['marks']): AuthorLine => ({ member, at: AT(hm), fields, ...(marks ? { marks } : {}) });

interface Row {
  name: string;
  history: AuthorLine[] | null;
  approvedAt?: string | null;
  approvalRequired?: boolean;
  authorsMayApprove?: boolean;
  /** Who asks to approve, with their role. */
  who: [string, 'approver' | 'owner' | 'editor'];
  /** The version's authors (authorNames), and the verdict on approving it. */
  authors: string[];
  verdict: 'allowed' | 'own_post' | 'own_edit' | 'not_an_approver';
}

const ROWS: Row[] = [
  { name: 'nobody edited since the approval: Bảo approves Lan\'s post', history: [created], who: ['Bảo', 'approver'], authors: ['Lan'], verdict: 'allowed' },
  { name: 'Lan (editor) edited her own post: she is its author, Bảo approves', history: [created, line('Lan', '10:30', ['caption'])], who: ['Bảo', 'approver'], authors: ['Lan'], verdict: 'allowed' },
  { name: 'Lan as an approver of her own post: own_post', history: [created, line('Lan', '10:30', ['caption'])], who: ['Lan', 'approver'], authors: ['Lan'], verdict: 'own_post' },
  { name: 'the editor who edited it is no approver at all', history: [created, line('Dũng', '10:30', ['caption'])], who: ['Dũng', 'editor'], authors: ['Lan', 'Dũng'], verdict: 'not_an_approver' },
  { name: 'Bảo edited the caption since: own_edit', history: [created, line('Bảo', '10:30', ['caption'])], who: ['Bảo', 'approver'], authors: ['Lan', 'Bảo'], verdict: 'own_edit' },
  { name: 'Bảo edited the caption since, the team lets authors approve: allowed', history: [created, line('Bảo', '10:30', ['caption'])], authorsMayApprove: true, who: ['Bảo', 'approver'], authors: ['Lan', 'Bảo'], verdict: 'allowed' },
  { name: 'Bảo edited it since: Chi (another approver) approves', history: [created, line('Bảo', '10:30', ['caption'])], who: ['Chi', 'approver'], authors: ['Lan', 'Bảo'], verdict: 'allowed' },
  { name: 'an owner who edited it since: own_edit too', history: [created, line('Mai', '10:30', ['title'])], who: ['Mai', 'owner'], authors: ['Lan', 'Mai'], verdict: 'own_edit' },
  { name: 'per-channel captions go out', history: [created, line('Bảo', '10:30', ['captions'])], who: ['Bảo', 'approver'], authors: ['Lan', 'Bảo'], verdict: 'own_edit' },
  { name: 'photos go out', history: [created, line('Bảo', '10:30', ['photos'])], who: ['Bảo', 'approver'], authors: ['Lan', 'Bảo'], verdict: 'own_edit' },
  { name: 'channels go out', history: [created, line('Bảo', '10:30', ['platforms'])], who: ['Bảo', 'approver'], authors: ['Lan', 'Bảo'], verdict: 'own_edit' },
  { name: 'a channel field (a board) goes out', history: [created, line('Bảo', '10:30', ['fields'])], who: ['Bảo', 'approver'], authors: ['Lan', 'Bảo'], verdict: 'own_edit' },
  { name: 'tags only: not authorship', history: [created, line('Bảo', '10:30', ['tags'])], who: ['Bảo', 'approver'], authors: ['Lan'], verdict: 'allowed' },
  { name: 'notes only: not authorship', history: [created, line('Bảo', '10:30', ['notes', 'tags'])], who: ['Bảo', 'approver'], authors: ['Lan'], verdict: 'allowed' },
  { name: 'the time, where approval is required: part of what is approved', history: [created, line('Bảo', '10:30', ['scheduled_at', 'timezone'])], who: ['Bảo', 'approver'], authors: ['Lan', 'Bảo'], verdict: 'own_edit' },
  { name: 'the time, where approval is not required: not authorship', history: [created, line('Bảo', '10:30', ['scheduled_at'])], approvalRequired: false, who: ['Bảo', 'approver'], authors: ['Lan'], verdict: 'allowed' },
  { name: 'the caption, where approval is not required: authorship still', history: [created, line('Bảo', '10:30', ['caption'])], approvalRequired: false, who: ['Bảo', 'approver'], authors: ['Lan', 'Bảo'], verdict: 'own_edit' },
  { name: 'Bảo\'s edit before the last approval (Chi approved it since): not this version\'s', history: [created, line('Bảo', '09:30', ['caption'])], who: ['Bảo', 'approver'], authors: ['Lan'], verdict: 'allowed' },
  { name: 'never approved: every change since its creation counts', history: [created, line('Bảo', '09:30', ['caption'])], approvedAt: null, who: ['Bảo', 'approver'], authors: ['Lan', 'Bảo'], verdict: 'own_edit' },
  { name: 'Bảo typed and took it all back (Undo): not an author', history: [created, line('Bảo', '10:30', ['caption'], { client: 7, from: 3, kept: false, dels: [[7, 4, 1]] })], who: ['Bảo', 'approver'], authors: ['Lan'], verdict: 'allowed' },
  { name: 'Bảo deleted Lan\'s words (not his own): an author', history: [created, line('Bảo', '10:30', ['caption'], { client: 7, from: 3, kept: false, dels: [[5, 0, 4]] })], who: ['Bảo', 'approver'], authors: ['Lan', 'Bảo'], verdict: 'own_edit' },
  { name: 'a line written before fields were kept counts', history: [created, { member: 'Bảo', at: AT('10:30') }], who: ['Bảo', 'approver'], authors: ['Lan', 'Bảo'], verdict: 'own_edit' },
  { name: 'the History is not readable here: the creator alone', history: null, who: ['Bảo', 'approver'], authors: ['Lan'], verdict: 'allowed' },
  { name: 'names are compared as the app compares them (case)', history: [created, line('bảo', '10:30', ['caption'])], who: ['Bảo', 'approver'], authors: ['Lan', 'bảo'], verdict: 'own_edit' },
];

describe('who wrote the version an approval would be of, and who may approve it (one row each)', () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_name, r) => {
    const settings: ReviewSettings = { ...DEFAULT_REVIEW_SETTINGS, approvalRequired: r.approvalRequired ?? true, authorsMayApprove: r.authorsMayApprove ?? false };
    const a = versionAuthors({ creator: 'Lan', approvedAt: r.approvedAt === undefined ? AT('10:00') : r.approvedAt, history: r.history, approvalRequired: settings.approvalRequired });
    expect(authorNames(a)).toEqual(r.authors);
    const v = reviewVerdict('in_review', 'approve', { role: r.who[1], ...authorshipOf(r.who[0], a) }, settings);
    expect(v.do === 'refused' ? v.reason : v.do).toBe(r.verdict);
  });
});
