/**
 * teamsync (walk 7, finding 11): a teammate's reply to my comment is told as a reply ("Bảo replied to
 * your comment on …" / "Bảo đã trả lời bình luận của bạn về …"), not "Bảo commented on …"; a reply
 * to another's comment names whose; a plain comment, a mention and the other kinds are told as before.
 */
import { get } from 'svelte/store';
import { format, locale } from 'svelte-i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviewToastKey } from '../../src-renderer/src/lib/teamsync';
import { loadWords } from './helpers';

beforeAll(() => loadWords());
const say = (lang: 'en' | 'vi', e: Parameters<typeof reviewToastKey>[0]): string => {
  locale.set(lang);
  const k = reviewToastKey(e);
  return get(format)(k.key, { values: { by: 'Bảo', to: k.to ?? '', caption: 'Trà đào cam sả' } });
};

describe("a teammate's comment toast", () => {
  it('a reply to my comment says so', () => {
    const e = { kind: 'commented' as const, replyTo: { to: 'Lan', mine: true } };
    expect(say('en', e)).toBe('Bảo replied to your comment on “Trà đào cam sả”');
    expect(say('vi', e)).toBe('Bảo đã trả lời bình luận của bạn về “Trà đào cam sả”');
    // Also when it mentions me: the reply is the news.
    expect(say('en', { ...e, mentionsMe: true })).toBe('Bảo replied to your comment on “Trà đào cam sả”');
  });
  it("a reply to another's comment names whose", () => {
    const e = { kind: 'commented' as const, replyTo: { to: 'Chi', mine: false } };
    expect(say('en', e)).toBe('Bảo replied to Chi’s comment on “Trà đào cam sả”');
    expect(say('vi', e)).toBe('Bảo đã trả lời bình luận của Chi về “Trà đào cam sả”');
    // A reply to another's comment that mentions me is a mention.
    expect(reviewToastKey({ ...e, mentionsMe: true }).key).toBe('mention.toast');
  });
  it('a comment that answers none, and the other kinds, are told as before', () => {
    expect(say('en', { kind: 'commented' })).toBe('Bảo commented on “Trà đào cam sả”');
    expect(reviewToastKey({ kind: 'commented', mentionsMe: true }).key).toBe('mention.toast');
    expect(reviewToastKey({ kind: 'approved' }).key).toBe('review.toast.approved');
    expect(reviewToastKey({ kind: 'client_approved' }).key).toBe('clientfix.toast');
  });
});
