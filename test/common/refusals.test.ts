/**
 * What to do about a channel's refusal (issue 32, part 3): every row of the shared table is
 * sourced and dated and says its advice in both languages with no raw code; the refusals people
 * meet most (the sandbox's, in the channels' own words) each find their row, and one no row
 * matches still gets the general what-to-do.
 */
import { describe, expect, it } from 'vitest';
import { splitChannelMessage } from '../../src-main/hub';
import { CHANNEL_REFUSALS } from '../../src-main/sandbox';
import { GENERAL_REFUSAL, REFUSAL_RULES, adviseRefusal, matchRefusal, type RefusalKind } from '../../src-shared/refusals';

const ruleOf = (channel: string, code: string | null, message: string | null) => matchRefusal({ channel, code, message })?.id ?? null;

describe('the refusal table', () => {
  it.each(REFUSAL_RULES.map((r) => [r.id, r] as const))('%s is sourced, dated and said in both languages', (_id, r) => {
    expect(r.source).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
    expect(r.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(r.checked))).toBe(false);
    expect(r.codes.length > 0 || r.words !== null).toBe(true);
    for (const lang of ['en', 'vi'] as const) {
      const { meaning, todo } = r.say[lang];
      expect(meaning.length).toBeGreaterThan(15);
      expect(todo.length).toBeGreaterThan(10);
      for (const code of r.codes) expect(`${meaning} ${todo}`).not.toContain(code);
      expect(`${meaning} ${todo}`).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
    }
    expect(r.say.vi.meaning).not.toBe(r.say.en.meaning);
  });

  it('has ids once each, and covers the kinds people meet most', () => {
    expect(new Set(REFUSAL_RULES.map((r) => r.id)).size).toBe(REFUSAL_RULES.length);
    const kinds = new Set(REFUSAL_RULES.map((r) => r.kind));
    for (const k of ['media_format', 'media_size', 'aspect_ratio', 'duplicate', 'permission', 'rate_limit', 'text_limit'] satisfies RefusalKind[]) expect(kinds, k).toContain(k);
  });
});

describe('matching a refusal', () => {
  it('finds the issue’s Instagram refusals by code or by words', () => {
    expect(ruleOf('instagram', '2207026', 'Media upload has failed with error code 2207026.')).toBe('instagram-media-format');
    expect(ruleOf('instagram', null, 'Media upload has failed with error code 2207026.')).toBe('instagram-media-format');
    expect(ruleOf('instagram', '36003', 'The aspect ratio is not supported.')).toBe('instagram-aspect-ratio');
    expect(ruleOf('instagram', null, 'The submitted image with aspect ratio (0.5625) cannot be published.')).toBe('instagram-aspect-ratio');
  });

  it('matches every refusal the sandbox makes in a channel’s words, but the two no public page explains', () => {
    const general = ['google_business', 'lemmy'];
    for (const [channel, list] of Object.entries(CHANNEL_REFUSALS)) {
      for (const r of list ?? []) {
        const { own } = splitChannelMessage(r.message);
        const id = ruleOf(channel, r.code, own);
        if (general.includes(channel)) expect(id, `${channel} ${r.code}`).toBeNull();
        else expect(id, `${channel} ${r.code}: ${own}`).not.toBeNull();
      }
    }
  });

  it('tells apart what the words say', () => {
    expect(ruleOf('x', '187', 'Status is a duplicate.')).toBe('x-duplicate');
    expect(ruleOf('x', '186', 'Tweet needs to be a bit shorter.')).toBe('x-text-limit');
    expect(ruleOf('linkedin', '422', 'Content is a duplicate of an existing post.')).toBe('linkedin-duplicate');
    expect(ruleOf('facebook', '200', "(#200) The user hasn't authorized the application to perform this action")).toBe('facebook-permission');
    expect(ruleOf('mastodon', '422', 'Validation failed: Text character limit of 500 exceeded')).toBe('mastodon-text-limit');
    expect(ruleOf('pinterest', '1', 'Invalid parameters: text must be 500 characters or less.')).toBe('any-text-limit');
    expect(ruleOf('tiktok', 'spam_risk_too_many_posts', 'The daily post cap for this creator has been reached.')).toBe('tiktok-post-cap');
    expect(ruleOf('threads', '2207050', 'The user is restricted from posting at this time.')).toBe('meta-account-restricted');
    expect(ruleOf('discord', '429', 'You are being rate limited.')).toBe('any-rate-limit');
    // A channel's own row is not taken for another channel's same code.
    expect(ruleOf('facebook', '2207026', 'Something else.')).toBeNull();
  });

  it('gives an unmatched refusal the general what-to-do, never nothing', () => {
    for (const lang of ['en', 'vi'] as const) {
      const a = adviseRefusal({ channel: 'lemmy', code: 'couldnt_create_post', message: 'couldnt_create_post' }, lang);
      expect(a.rule).toBeNull();
      expect(a.todo).toBe(GENERAL_REFUSAL[lang].todo);
      expect(adviseRefusal({ channel: 'x', code: null, message: null }, lang).todo).toBe(GENERAL_REFUSAL[lang].todo);
    }
  });
});
