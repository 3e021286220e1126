/**
 * w28state (walk 24, 1): a campaign with a post of UNKNOWN outcome (the Hub answered `upstream_timeout`: it may hold the
 * post, and the sandbox does) was "done: 3 posts · 3 sent" in `campaign status` and "done" in `campaign list`. Now it is
 * not done, the unknown outcome counted apart from the sent with how to ask the Hub; a post the Hub refused is never
 * counted as sent either. A REAL sandbox Hub, started once for the file. Failed on the old code ("done: 3 posts · 3 sent").
 */
import { describe, expect, it } from 'vitest';
import { useCliWorld } from '../cli/cli-world';

const cliWorld = useCliWorld();
const { w } = cliWorld;

/** The status's own line (after its batch lines). */
const stateLine = (out: string): string => out.split('\n').find((l) => l !== '' && !l.startsWith('batch ')) ?? '';

/** Each run with the library closed, as the app holds it, and reopened after. */
const cli = (args: string[]): Promise<{ code: number; out: string; err: string }> => cliWorld.cli(args, { closeLibrary: true });

describe('a campaign is not done while an outcome is unknown (w28state)', () => {
  it('1 unknown, 2 published: not done, the unknown apart from the sent, and how to ask', async () => {
    const p1 = w.draft();
    const c = w.lib.campaigns.create(w.lib.db, { name: 'w28 unknown', draftIds: [p1] }).id;
    w.sandbox.control.setFaults({ upstream_timeout: 1, processing_ms: 0 });
    try {
      await cli(['campaign', 'send', c]);
    } finally {
      w.sandbox.control.setFaults({ processing_ms: 0 });
    }
    w.lib.campaigns.addDrafts(w.lib.db, c, [w.draft(), w.draft()]);
    await cli(['campaign', 'send', c]);
    const job = w.lib.db.prepare("SELECT id FROM publish_jobs WHERE draft_id = ? AND state = 'unknown'").get(p1) as { id: string } | undefined;
    expect(job).toBeDefined();

    const status = await cli(['campaign', 'status', c]);
    expect(stateLine(status.out)).toBe(`not done: 3 posts · 2 sent · 1 outcome unknown — ask the Hub: postroom ask ${job!.id}`);
    expect(status.out).not.toMatch(/^done/m);
    const json = await cli(['campaign', 'status', c, '--json']);
    const s = json.out.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { status?: Record<string, unknown> }).find((x) => x.status)!.status!;
    expect({ word: s.word, split: s.split, unknownPosts: s.unknownPosts }).toEqual({ word: 'unknownOutcome', split: { posts: 3, sent: 2, unknown: 1, refused: 0, ready: 0, held: 0, withdrawn: 0, cancelled: 0 }, unknownPosts: [{ draftId: p1, jobIds: [job!.id] }] });

    const list = await cli(['campaign', 'list']);
    expect(list.out.split('\n').find((l) => l.startsWith(c))).toMatch(/^\S+ +3 posts {2}not done: 1 outcome unknown — ask the Hub {2}w28 unknown$/);
  }, 90_000);

  it('1 published, 1 refused by the Hub: partly sent, the refusal never counted as sent', async () => {
    const c = w.lib.campaigns.create(w.lib.db, { name: 'w28 refused', draftIds: [w.draft(), w.draft({ profile_id: 'prof_aodai', platforms: ['x'] })] }).id;
    await cli(['campaign', 'send', c]);
    const status = await cli(['campaign', 'status', c]);
    expect(stateLine(status.out)).toBe('partly sent: 2 posts · 1 sent · 1 refused by the Hub (nothing sent)');
    const list = await cli(['campaign', 'list']);
    expect(list.out.split('\n').find((l) => l.startsWith(c))).toMatch(/^\S+ +2 posts {2}partly sent +w28 refused$/);
  }, 90_000);
});
