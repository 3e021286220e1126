/// <reference lib="dom" />
/**
 * The campaign Send tab's set-up, shared by the restore stories (w32restore, h-restore): open the tab, read a
 * test id's words, list a draft's jobs, and write what the campaign's Cancel writes of posts not handed yet — from
 * another process on the host's data dir, as the CLI would.
 */
import type { Page } from 'playwright-core';
import { dataPaths } from '../../../src-main/common';
import { campaignPlans, openLibrary } from '../../../src-main/library';
import { callValue } from './session';

/** The words of the first element `sel` finds, on one line. */
export const textOf = async (page: Page, sel: string): Promise<string> => ((await page.textContent(sel)) ?? '').replace(/\s+/g, ' ').trim();

export interface JobRow { id: string; state: string }
export const jobsOf = (page: Page, draftId: string): Promise<JobRow[]> => callValue<JobRow[]>(page, 'jobs.list', { draftId });

/** The campaign's records as the core keeps them, read or written from another process on `dataDir`. */
export function onLibrary<T>(dataDir: string, fn: (l: ReturnType<typeof openLibrary>) => T): T {
  const l = openLibrary(dataPaths(dataDir).library);
  try {
    return fn(l);
  } finally {
    l.close();
  }
}

/** What the campaign's Cancel writes of posts not handed yet. */
export const withdraw = (dataDir: string, campaignId: string, draftIds: string[]): void => {
  onLibrary(dataDir, (l) => campaignPlans.withdraw(l.db, campaignId, draftIds));
};

/** Opens campaign `id` on its Send tab, once the tab's state line is drawn. */
export async function openSend(page: Page, id: string): Promise<void> {
  await page.evaluate((c) => (location.hash = `#/campaigns/${c}`), id);
  await page.waitForSelector('[data-testid="campaign-view"]');
  await page.click('[data-tab="send"]');
  await page.waitForSelector('[data-testid="send-state"]');
}
