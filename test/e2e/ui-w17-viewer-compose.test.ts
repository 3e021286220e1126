/// <reference lib="dom" />
/**
 * w17viewer (walk 16), in a real browser on one real team server and one sandbox Hub (each started once for the
 * file). Lan writes a draft (caption, X's own caption, title, a photo), then the owner makes her a viewer: live,
 * every input of her Compose is shut AND looks shut — the caption box too (walk 16: it looked editable, typing was
 * dropped silently) — and each says the banner's own reason (title = the banner's sentence, aria-describedby = the
 * banner). Typing, pasting a photo and dragging a photo change nothing, and nothing is lost. Made an editor again,
 * live: every input opens, with no stale reason, and typing is kept. Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamServer } from '../../src-main/team-server';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w17viewer-', { seed: 17, faults: 'none' });
let server: TeamServer;
let lan: TeamMember;
let draftId = '';
const CAPTION = 'Studio Lumen: lịch chụp Tết còn trống';
const OWN_X = 'Lịch Tết: còn chỗ';

const flat = (s: string | null): string => (s ?? '').replace(/\s+/g, ' ').trim();

interface Control { tag: string; id: string; testid: string; disabled: boolean; readOnly: boolean; title: string; describedBy: string; border: string }
/** Every control in the draft's fields, as the reader's browser has it. */
const controls = (page: Page): Promise<Control[]> => page.$$eval('[data-draft-fields] :is(input, textarea, select, button)', (els) => els.map((e) => {
  const el = e as HTMLInputElement;
  return { tag: el.tagName.toLowerCase(), id: el.id, testid: el.dataset.testid ?? '', disabled: el.matches(':disabled'), readOnly: el.readOnly === true,
    title: el.getAttribute('title') ?? '', describedBy: el.getAttribute('aria-describedby') ?? '', border: getComputedStyle(el).borderTopStyle };
}));

const teamStatus = (page: Page): Promise<{ pending: number; notAccepted: number }> => callValue(page, 'team.status', null);

async function openCompose(page: Page): Promise<void> {
  await page.evaluate((id) => { location.hash = `#/compose/${id}`; }, draftId);
  await page.waitForSelector(`[data-testid="composer"][data-draft-id="${draftId}"] [data-testid="caption"]`);
}

beforeAll(async () => {
  ({ server } = await team.start());
  lan = await team.member('Lan', 'editor');
  await team.join(lan);
  const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram', 'x'], caption: CAPTION, title: 'Tết' } });
  draftId = d.id;
  await callValue(lan.page, 'photos.add', { draftId, urls: ['https://images.example.com/tet.jpg', 'https://images.example.com/lich.jpg'] });
  // X's own caption, given in Compose while she may still edit.
  await openCompose(lan.page);
  await lan.page.click('[data-testid="own-caption-start-x"]');
  await lan.page.fill('#own-caption-x', OWN_X);
  await lan.page.waitForFunction(() => document.querySelector('[data-testid="save-state"]')?.textContent?.includes('All changes saved'), null, { timeout: 10_000 });
  // "All changes saved" can show after the first of the fill's saves: wait until the draft holds the whole caption
  // (CI saw the last save sent after the pending check below, then refused under the new role: notAccepted 1).
  const xCaption = async (): Promise<string | undefined> => (await callValue<{ captions: Array<{ caption: string }> }>(lan.page, 'drafts.get', { id: draftId })).captions[0]?.caption;
  for (let i = 0; i < 100 && (await xCaption()) !== OWN_X; i++) await new Promise((r) => setTimeout(r, 100));
  expect(await xCaption()).toBe(OWN_X);
  // ...and shared with the team before her role changes (else the team refuses it then, rightly: a change of hers held here).
  // CI (stop 43, session 26): a change to the library from this set-up could still reach the core after the checks
  // above (the set-up wrote 3 or 4 updates, run to run), then was held under the new role (notAccepted 1). Leaving
  // Compose saves whatever its editor still holds; then nothing is pending for a whole second before the role changes.
  await lan.page.evaluate(() => { location.hash = '#/outbox'; });
  await lan.page.waitForSelector('[data-testid="composer"]', { state: 'detached' });
  for (let quiet = 0, i = 0; quiet < 5 && i < 150; i++) {
    quiet = (await teamStatus(lan.page)).pending === 0 ? quiet + 1 : 0;
    await new Promise((r) => setTimeout(r, 200));
  }
  expect((await teamStatus(lan.page)).pending).toBe(0);
  await openCompose(lan.page);
}, 240_000);

afterAll(() => team.stop());

describe("a viewer's Compose: every input shut, looking shut, with the banner's reason", () => {
  it('made a viewer live: each input is read-only and says why; typing, pasting and dragging change nothing; nothing is lost', async () => {
    const { page } = lan;
    await server.setMemberRole('Lan', 'viewer');
    await page.waitForSelector('[data-testid="read-only"]', { timeout: 20_000 });
    const why = flat(await page.textContent('[data-testid="read-only"]'));
    expect(why).toBe('You are a viewer on this team: you can read this draft, not change it.');
    expect(await page.getAttribute('[data-testid="read-only"]', 'id')).toBe('read-only-why');

    const all = await controls(page);
    // The caption, X's own caption, title, profile, channels, photos, time, tags, notes are all there.
    for (const sel of ['compose-caption', 'own-caption-x', 'compose-title', 'compose-tags', 'compose-notes', 'photo-url']) expect(all.map((c) => c.id)).toContain(sel);
    expect(all.filter((c) => c.tag === 'input' && c.id === '').length).toBeGreaterThan(3); // radios, channel boxes, the file input
    for (const c of all) {
      const name = `${c.tag}#${c.id || c.testid}`;
      expect(c.disabled || c.readOnly, `${name} shut`).toBe(true);
      expect(c.title, `${name} title`).toBe(why);
      expect(c.describedBy.split(' '), `${name} aria-describedby`).toContain('read-only-why');
    }
    // Walk 16: the caption box looked editable. Shut text boxes look shut (the dashed border of a shut field).
    for (const id of ['compose-caption', 'own-caption-x', 'compose-notes', 'compose-title']) expect(all.find((c) => c.id === id)?.border, id).toBe('dashed');
    // The channels' and profiles' cards look shut too (the chosen one still shows).
    const cardBorder = (sel: string): Promise<string> => page.$eval(sel, (el) => getComputedStyle(el).borderTopStyle);
    expect(await cardBorder('[data-channel="instagram"]')).toBe('dashed');
    expect(await cardBorder('[data-channel="facebook"]')).toBe('dashed');
    // The caption keeps its other description (its counters).
    expect(all.find((c) => c.id === 'compose-caption')?.describedBy).toContain('caption-counters');

    // Typing into it changes nothing (it takes no focus); a pasted photo and a dragged photo are not taken either.
    await page.click('[data-testid="caption"]', { force: true });
    await page.keyboard.type(' XXX');
    await page.evaluate(() => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array([137, 80, 78, 71])], 'pasted.png', { type: 'image/png' }));
      window.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true }));
    });
    expect(await page.getAttribute('[data-testid="photos"] li.photo >> nth=0', 'draggable')).toBe('false');
    expect(await page.locator('[data-testid="photo-drop-hint"]').count()).toBe(0);
    const first = await page.getAttribute('[data-testid="photos"] li.photo >> nth=0', 'data-photo-id');
    await page.dragAndDrop('[data-testid="photos"] li.photo >> nth=0', '[data-testid="photos"] li.photo >> nth=1');
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await page.inputValue('[data-testid="caption"]')).toBe(CAPTION);
    // No error pops up (CI saw an info toast arrive here under load; an error one is what would be wrong).
    expect(await page.locator('[data-testid="toast"].error').allInnerTexts()).toEqual([]);
    // Nothing was changed here as a viewer: nothing held back that the team would refuse.
    expect((await teamStatus(page)).notAccepted).toBe(0);
    const saved = await callValue<{ caption: string; title: string; photos: Array<{ id: string }>; captions: unknown }>(page, 'drafts.get', { id: draftId });
    expect(saved.caption).toBe(CAPTION);
    expect(saved.title).toBe('Tết');
    expect(saved.photos.length).toBe(2);
    expect(saved.photos[0]!.id).toBe(first);
    expect(saved.captions).toEqual([{ channel: 'x', caption: OWN_X, title: null }]);

    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await openCompose(page);
      await page.waitForSelector('[data-testid="read-only"]');
      const line = flat(await page.textContent('[data-testid="read-only"]'));
      expect(await page.getAttribute('[data-testid="caption"]', 'title')).toBe(line);
      expect(await page.getAttribute('#own-caption-x', 'title')).toBe(line);
      await themes(page, 'w17viewer/compose-viewer', lang);
      // Lower down: X's own caption, the photos, the time — shut as well.
      await page.locator('[data-testid="photos"]').scrollIntoViewIfNeeded();
      await themes(page, 'w17viewer/compose-viewer-lower', lang);
    }
    expect((await teamStatus(page)).notAccepted).toBe(0);
    await useLanguage(page, 'en');
  });

  it('made an editor again, live: every input opens, no stale reason, and typing is kept', async () => {
    const { page } = lan;
    await openCompose(page);
    await server.setMemberRole('Lan', 'editor');
    await page.waitForSelector('[data-testid="read-only"]', { state: 'detached', timeout: 20_000 });
    await expect.poll(async () => (await controls(page)).filter((c) => c.title.includes('viewer') || c.describedBy.includes('read-only-why')).length).toBe(0);
    const all = await controls(page);
    for (const id of ['compose-caption', 'own-caption-x', 'compose-title', 'compose-notes']) {
      const c = all.find((x) => x.id === id);
      expect(c?.disabled, id).toBe(false);
      expect(c?.border, id).toBe('solid');
    }
    expect(all.find((c) => c.id === 'compose-caption')?.describedBy).toBe('caption-counters');
    expect(await page.$eval('[data-channel="facebook"]', (el) => getComputedStyle(el).borderTopStyle)).toBe('solid');
    expect(await page.getAttribute('[data-testid="photos"] li.photo >> nth=0', 'draggable')).toBe('true');
    expect(await page.locator('[data-testid="photo-drop-hint"]').count()).toBe(1);
    await page.click('[data-testid="caption"]');
    await page.keyboard.press('End');
    await page.keyboard.type('!');
    await expect.poll(() => page.inputValue('[data-testid="caption"]')).toBe(`${CAPTION}!`);
    await expect.poll(() => page.textContent('[data-testid="save-state"]'), { timeout: 10_000 }).toContain('All changes saved');
    expect((await callValue<{ caption: string }>(page, 'drafts.get', { id: draftId })).caption).toBe(`${CAPTION}!`);
  });
});
