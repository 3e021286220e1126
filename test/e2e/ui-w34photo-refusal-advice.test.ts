/// <reference lib="dom" />
/**
 * w34photo (walk 34), in real browsers: Lan's approved photo post (one 200×150 photo, sent as a file) is refused by
 * Instagram. Her Outbox card said "this photo fits (200×150, 4:3) … Cropping will not help"; Bảo's "Sent by teammates"
 * card of the same send said "Postroom does not know the size of this photo (sent as a link …)". The team's shared
 * outcome now carries the photos as sent (library sent-photos.ts): both cards read the same advice (src-shared
 * refusals.ts). One real team server and one sandbox Hub (started once for the file). Shots light/dark × en/vi: Bảo's card.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { closeToasts, reviewOn, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w34photo-', { seed: 34, faults: 'none' });
const members = useLanAndBao(team);

interface Job { id: string; photoSizes?: unknown }
interface Send { id: string; photoSizes?: unknown }

/** A card's refusal advice, per channel: what it means and what to do, as shown. */
const advice = (card: import('playwright-core').Locator): Promise<string[]> =>
  card.locator('[data-testid="channel-refusal"]').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-channel')} | ${e.querySelector('[data-testid="refusal-meaning"]')?.textContent} | ${e.querySelector('[data-testid="refusal-todo"]')?.textContent}`));

describe("Bảo's card of Lan's refused photo reads the advice her card reads", () => {
  it('the same words, from the photo as sent, in English and Vietnamese', async () => {
    const { lan, bao } = members;
    const P = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram', 'facebook'], caption: 'Áo Dài Hội An: ưu đãi thành viên tháng 12' } }).then((d) => d.id);
    const png = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#a36' } }).png().toBuffer();
    await callValue(lan.page, 'photos.addBytes', { draftId: P, name: 'ao-dai.png', base64: png.toString('base64') });
    await callValue(lan.page, 'review.act', { draftId: P, action: 'submit' });
    await expect.poll(() => reviewOn(bao.page, P), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: P, action: 'approve' });
    await expect.poll(() => reviewOn(lan.page, P), { timeout: 30_000 }).toBe('approved');
    team.hub().control.setFaults({ channel_refusal: 1, refusing_channels: ['instagram'] });
    try {
      await callValue(lan.page, 'publish.start', { draftIds: [P] });
      await expect.poll(() => callValue<{ state: string }>(lan.page, 'drafts.postState', { id: P }).then((s) => s.state), { timeout: 60_000 }).toBe('partial');
    } finally {
      team.hub().control.setFaults('none');
    }
    const sent = (await callValue<Job[]>(lan.page, 'jobs.list', { draftId: P }))[0]!;
    const mine = await callValue<Job>(lan.page, 'jobs.get', { id: sent.id });
    expect(mine.photoSizes).toMatchObject([{ width: 200, height: 150 }]);
    // The core's answer on Bảo's laptop: the photo as Lan's laptop sent it.
    await expect.poll(async () => JSON.stringify((await callValue<Send[]>(bao.page, 'jobs.team', {})).find((s) => s.id === sent.id)?.photoSizes ?? null), { timeout: 60_000 })
      .toBe(JSON.stringify(mine.photoSizes));

    await lan.page.click('nav a[data-nav="outbox"]');
    const lanCard = lan.page.locator(`.jobs [data-job-id="${sent.id}"]`);
    await expect.poll(() => lanCard.locator('[data-testid="channel-refusal"]').count(), { timeout: 20_000 }).toBe(1);
    await bao.page.click('nav a[data-nav="outbox"]');
    await bao.page.waitForSelector('[data-testid="team-sends"]');
    const card = bao.page.locator(`[data-testid="team-send"][data-job-id="${sent.id}"]`);
    await expect.poll(() => card.locator('[data-testid="channel-refusal"]').count(), { timeout: 20_000 }).toBe(1);
    const lanSays = await advice(lanCard);
    expect(lanSays[0]).toMatch(/^instagram \| .*200×150/);
    expect(await advice(card)).toEqual(lanSays);
    expect(lanSays[0]).not.toContain('does not know the size');
    await card.scrollIntoViewIfNeeded();
    await closeToasts(bao.page);
    await themes(bao.page, 'w34photo/bao-teammate-refused', 'en');

    await useLanguage(lan.page, 'vi');
    await useLanguage(bao.page, 'vi');
    await expect.poll(() => advice(card).then((a) => a[0] ?? '')).toMatch(/^instagram \| Nghĩa là/);
    await expect.poll(() => advice(lanCard).then((a) => a[0] ?? '')).toMatch(/^instagram \| Nghĩa là/);
    expect(await advice(card)).toEqual(await advice(lanCard));
    await card.scrollIntoViewIfNeeded();
    await closeToasts(bao.page);
    await themes(bao.page, 'w34photo/bao-teammate-refused', 'vi');
    await useLanguage(lan.page, 'en');
    await useLanguage(bao.page, 'en');

    // Bảo's Compose of the post says it beside Instagram's fields, read from the same photos as sent (jobs.team).
    await card.locator('[data-testid="team-send-open"]').click();
    const compose = bao.page.locator('[data-testid="channel-refusal"][data-channel="instagram"]');
    await expect.poll(() => compose.locator('[data-testid="refusal-meaning"]').textContent(), { timeout: 20_000 }).toContain('200×150');
    expect(`instagram | ${await compose.locator('[data-testid="refusal-meaning"]').textContent()} | ${await compose.locator('[data-testid="refusal-todo"]').textContent()}`).toBe(lanSays[0]);
    await compose.scrollIntoViewIfNeeded();
    await closeToasts(bao.page);
    await themes(bao.page, 'w34photo/bao-compose-refused', 'en');
  });
});
