/**
 * Two people typing in one caption at once (issue 33): two app cores on one real team server.
 * Bảo's words (revision N+1) have reached Lan's laptop when Lan's save, started from revision N,
 * lands: the save names the text it started from, so both words stay, on both laptops. The same for
 * a draft's lists (brief `lists2`): Bảo's change to another channel's caption and his new tag have
 * reached Lan's laptop when her composer, which opened the draft before, saves its own: the save names
 * the lists it started from, so both people's changes stay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import type { Draft } from '../../src-main/library';
import { teamCores } from './helpers';

let A: Core;
let B: Core;

const team = teamCores({ prefix: 'postroom-coedit-', untilMs: 15_000 });
const { call, until } = team;
const captionOn = (c: Core, id: string): string | null => {
  try {
    return c.services.library.drafts.get(c.services.library.db, id).caption;
  } catch {
    return null;
  }
};

const draftOn = (c: Core, id: string): Draft | null => {
  try {
    return c.services.library.drafts.get(c.services.library.db, id);
  } catch {
    return null;
  }
};
const captionsOf = (d: Draft | null): Record<string, string> => Object.fromEntries((d?.captions ?? []).map((c) => [c.channel, c.caption]));

beforeAll(async () => {
  [A, B] = await team.start([{ dir: 'lan', name: 'lan', role: 'editor' }, { dir: 'bao', name: 'bao', role: 'editor' }]);
});
afterAll(() => team.stop());

describe('two laptops typing in one draft', () => {
  it('A saves from revision N after B’s edit (N+1) arrived: both words kept on both laptops', async () => {
    const start = 'Cà phê sữa đá, 25k';
    const d = await call<{ id: string; revision: number; caption: string }>(A, 'drafts.create', { draft: { caption: start, title: 'Autumn menu', platforms: ['instagram'] } });
    await until(() => captionOn(B, d.id) === start);
    const seenByA = await call<{ revision: number; caption: string; title: string }>(A, 'drafts.get', { id: d.id });
    const seenByB = await call<{ revision: number }>(B, 'drafts.get', { id: d.id });
    // Bảo types at the start and his save lands; it reaches Lan's laptop.
    await call(B, 'drafts.update', { id: d.id, patch: { caption: `BAO1 ${start}` }, revision: seenByB.revision, base: { caption: start } });
    await until(() => captionOn(A, d.id) === `BAO1 ${start}`);
    // Lan's composer still holds revision N and saves her whole caption, naming what it started from.
    const saved = await call<{ caption: string }>(A, 'drafts.update', {
      id: d.id, patch: { caption: `${start} LAN1`, title: 'Autumn menu v2' }, revision: seenByA.revision, base: { caption: seenByA.caption, title: seenByA.title },
    });
    expect(saved.caption).toBe(`BAO1 ${start} LAN1`);
    await until(() => captionOn(B, d.id) === `BAO1 ${start} LAN1`);
    expect(captionOn(A, d.id)).toBe(`BAO1 ${start} LAN1`);
    expect((await call<{ title: string }>(B, 'drafts.get', { id: d.id })).title).toBe('Autumn menu v2');
  });
});

describe("two laptops editing one draft's tags and channel captions", () => {
  it("A's composer saves its tag and X caption after B's tag and LinkedIn caption arrived: all kept on both laptops", async () => {
    const d = await call<{ id: string }>(A, 'drafts.create', {
      draft: { caption: 'Cà phê', platforms: ['x', 'linkedin'], tags: ['coffee'], captions: { x: { caption: 'For X' }, linkedin: { caption: 'For LinkedIn' } } },
    });
    await until(() => draftOn(B, d.id)?.tags.length === 1);
    // Lan's composer opens the draft: what it holds, and sends back as its base.
    const opened = await call<{ revision: number; tags: string[]; captions: Array<{ channel: string; caption: string; title: string | null }> }>(A, 'drafts.get', { id: d.id });
    const held = Object.fromEntries(opened.captions.map((c) => [c.channel, { caption: c.caption, title: c.title }]));
    // Bảo adds a tag and edits LinkedIn's caption; it reaches Lan's laptop.
    const seenByB = await call<{ revision: number }>(B, 'drafts.get', { id: d.id });
    await call(B, 'drafts.update', { id: d.id, revision: seenByB.revision, patch: { tags: ['coffee', 'tea'], captions: { ...held, linkedin: { caption: 'For LinkedIn, by Bao', title: null } } }, base: { tags: opened.tags, captions: held } });
    await until(() => draftOn(A, d.id)?.tags.includes('tea') === true && captionsOf(draftOn(A, d.id)).linkedin === 'For LinkedIn, by Bao');
    // Lan's save: her whole lists as her composer holds them, naming what they started from.
    const saved = await call<Draft>(A, 'drafts.update', {
      id: d.id, revision: opened.revision,
      patch: { tags: [...opened.tags, 'hanoi'], captions: { ...held, x: { caption: 'For X, by Lan', title: null } } },
      base: { tags: opened.tags, captions: held },
    });
    expect(saved.tags).toEqual(['coffee', 'tea', 'hanoi']);
    expect(captionsOf(saved)).toEqual({ x: 'For X, by Lan', linkedin: 'For LinkedIn, by Bao' });
    await until(() => draftOn(B, d.id)?.tags.includes('hanoi') === true);
    expect(draftOn(B, d.id)?.tags).toEqual(['coffee', 'tea', 'hanoi']);
    expect(captionsOf(draftOn(B, d.id))).toEqual({ x: 'For X, by Lan', linkedin: 'For LinkedIn, by Bao' });
  });
});
