/**
 * The refusal table against the sandbox Hub's actual answers (issue 32 part 3, re-verified on
 * branch left32): every refusal the sandbox makes — each channel's own refusals (the
 * `channel_refusal` fault), a photo link it cannot download, more photos than a channel takes,
 * and the body put in `title` past a channel's limit (hub-api.md rule 7) — is SENT as a publish,
 * read back per channel as Postroom reads it (outcomesOf: the channel's own words, the Vietnamese
 * rendering after the marker, hub-api.md part 7), and the row it matches must be of the kind the
 * words say, its own words pattern must match the words the channel actually sent (not only its
 * code), and its advice must exist in both languages. The two refusals no public page explains
 * (google_business, lemmy) get the general what-to-do. One sandbox for the file.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNELS, HubClient, outcomesOf, type ChannelKey, type ChannelOutcome } from '../../src-main/hub';
import { CHANNEL_REFUSALS, startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { adviseRefusal, GENERAL_REFUSAL, matchRefusal, type RefusalKind } from '../../src-shared/refusals';

let sb: SandboxHandle;
let client: HubClient;

beforeAll(async () => {
  sb = await startSandbox({ faults: 'none', seed: 32 });
  sb.control.setProcessingMs(0);
  client = new HubClient({ baseUrl: sb.url, apiKey: sb.apiKey });
});
afterAll(async () => sb.close());

const PHOTO = 'https://images.example.com/caphe/refusal.jpg';

/** The fields a channel needs besides the caption (the seeded Cà Phê profile's board, a community and a title). */
function extras(p: ChannelKey, given: Record<string, unknown>): Record<string, string> {
  const f: Record<string, string> = {};
  for (const req of CHANNELS[p].requiredFields) f[req] = req === 'pinterest_board_id' ? 'brd_caphe_drinks' : req === 'reddit_community' ? 'coffee' : 'A short title';
  if (CHANNELS[p].needsTitle && given.title === undefined && !CHANNELS[p].requiredFields.includes(`${p}_title`)) f[`${p}_title`] = 'A short title';
  return f;
}

/** One publish to one channel, read as Postroom reads its outcome. */
async function send(p: ChannelKey, fields: Record<string, unknown>): Promise<ChannelOutcome> {
  const body = { profile_id: 'prof_caphe', platforms: [p], ...extras(p, fields), ...fields };
  const answer = await client.publishPhoto({ prebuilt: { contentType: 'application/json', body: Buffer.from(JSON.stringify(body)) } }, { idempotencyKey: randomUUID() });
  if (answer.kind !== 'accepted') throw new Error(`${p}: the Hub did not take the post: ${JSON.stringify(answer)}`);
  const [o] = outcomesOf(answer.result, [p]);
  if (!o) throw new Error(`${p}: no outcome`);
  return o;
}

/** What the channel's words say, as a person would read them: the kind of row they must find. */
const EXPECTED: Record<string, RefusalKind | null> = {
  'tiktok spam_risk_too_many_posts': 'rate_limit',
  'tiktok photo_pull_failed': 'media_link',
  'instagram 36003': 'aspect_ratio',
  'instagram 2207026': 'media_format',
  'linkedin 422': 'duplicate',
  'facebook 200': 'permission',
  'x 187': 'duplicate',
  'threads 2207050': 'account',
  'pinterest 2999': 'content',
  'reddit SUBREDDIT_NOTALLOWED': 'permission',
  'bluesky InvalidRequest': 'photo_count',
  'google_business INVALID_ARGUMENT': null,
  'telegram 400': 'permission',
  'discord 50013': 'permission',
  'mastodon 422': 'text_limit',
  'lemmy couldnt_create_post': null,
  'wordpress rest_cannot_create': 'permission',
};

/** The refusal as the Hub sent it finds a row of the kind its words say, and that row's words pattern matches them. */
function check(p: string, o: ChannelOutcome, kind: RefusalKind | null): void {
  expect(o.success, `${p} refused`).toBe(false);
  const rule = matchRefusal({ channel: p, code: o.code, message: o.message });
  if (kind === null) {
    expect(rule?.id ?? null, `${p} ${o.code}: ${o.message}`).toBeNull();
    expect(adviseRefusal({ channel: p, code: o.code, message: o.message }, 'en').todo).toBe(GENERAL_REFUSAL.en.todo);
    return;
  }
  expect(rule, `${p} ${o.code}: ${o.message}`).not.toBeNull();
  expect(rule!.kind, `${p} ${o.code}: ${o.message} → ${rule!.id}`).toBe(kind);
  if (rule!.words) expect(o.message ?? '', `${rule!.id}'s words against what ${p} said`).toMatch(rule!.words);
  // The channel's own words are English; its Vietnamese rendering (if any) came apart, after the marker.
  expect(o.message ?? '').not.toContain('Tạm dịch');
  for (const lang of ['en', 'vi'] as const) {
    const a = adviseRefusal({ channel: p, code: o.code, message: o.message }, lang);
    // w23insta: an aspect refusal is said from the photo's size (refusal-aspect.ts); none is given here, so none is claimed.
    if (rule!.kind === 'aspect_ratio') expect(a.meaning).toMatch(lang === 'en' ? /does not know the size/ : /không biết kích thước/);
    // w28errors: a format refusal of photos whose type is not known says both cases, never "save it as a JPEG" of a JPEG.
    else if (rule!.kind === 'media_format') expect(a.todo).toMatch(lang === 'en' ? /^If this photo is not a JPEG, save it as one.*if it is, retry/ : /^Nếu ảnh này không phải JPEG.*nếu đã là JPEG/);
    else expect(a.todo).toBe(rule!.say[lang].todo);
  }
}

describe('each refusal the sandbox Hub makes finds its row', () => {
  it('every channel’s own refusals (each one the sandbox can say), with its Vietnamese rendering apart', async () => {
    sb.control.setFaults({ channel_refusal: 1, processing_ms: 0 });
    const seen = new Set<string>();
    for (const [p, list] of Object.entries(CHANNEL_REFUSALS) as Array<[ChannelKey, ReadonlyArray<{ code: string; message: string }>]>) {
      // Which of a channel's refusals comes is the post id's: send until each has come.
      for (let i = 0; i < 24 && list.some((r) => !seen.has(`${p} ${r.code}`)); i++) {
        const o = await send(p, { caption: `Refusal ${p} ${i}`, photo_urls: [PHOTO] });
        const key = `${p} ${o.code}`;
        expect(Object.keys(EXPECTED), key).toContain(key);
        check(p, o, EXPECTED[key]!);
        const sent = list.find((r) => r.code === o.code)!;
        expect(o.vietnamese !== null, `${key}: a rendering iff the sandbox has one`).toBe(sent.message.includes('Tạm dịch'));
        seen.add(key);
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('a photo link the Hub cannot download, on every channel that takes photos', async () => {
    sb.control.setFaults({ channel_refusal: 0, processing_ms: 0 });
    for (const p of ['instagram', 'x', 'facebook', 'bluesky'] as const) check(p, await send(p, { caption: 'A dead link', photo_urls: ['https://photos.example.invalid/a.jpg'] }), 'media_link');
  });

  it('more photos than a channel takes', async () => {
    const photos = (n: number) => Array.from({ length: n }, (_, i) => `https://images.example.com/caphe/${i}.jpg`);
    for (const [p, n] of [['x', 5], ['bluesky', 5], ['mastodon', 5], ['lemmy', 2], ['instagram', 11]] as const) check(p, await send(p, { caption: 'Many photos', photo_urls: photos(n) }), 'photo_count');
  });

  it('the body put in title past a channel’s limit (rule 7: it skips the Hub’s check and fails at the channel): the advice says so', async () => {
    const body = 'Cà phê sữa đá, every morning. '.repeat(120);
    for (const p of ['x', 'bluesky', 'mastodon', 'pinterest', 'threads', 'linkedin', 'tiktok'] as const) {
      const o = await send(p, { title: body, photo_urls: [PHOTO] });
      check(p, o, 'text_limit');
      const advice = adviseRefusal({ channel: p, code: o.code, message: o.message }, 'en');
      // A channel with a title limit refuses the title: the advice is about the title, never "shorten the caption".
      if (/\btitle\b/i.test(o.message ?? '')) expect(`${advice.meaning} ${advice.todo}`, `${p}: ${o.message}`).not.toMatch(/shorten[^.]*caption/i);
      expect(advice.todo, `${p}: ${o.message}`).toMatch(/title/);
      expect(adviseRefusal({ channel: p, code: o.code, message: o.message }, 'vi').todo).toMatch(/tiêu đề/);
    }
  });
});
