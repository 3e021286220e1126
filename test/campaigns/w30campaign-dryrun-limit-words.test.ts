/**
 * w30campaign (helpers' left-outs, 3): the dry run said "The caption is over the limit." of a post over X's limit, naming
 * neither X nor the limit (the app's Dry run tab), and the CLI's dry run "caption is 337 characters; X allows 280" while
 * the Send tab and `campaign status` say "X's caption is 337 characters; X takes 280" (send-now.ts heldProblems). Now the
 * dry run's rows carry the same channel, length and limit, and every shell says them in that one phrasing. A REAL sandbox
 * Hub for the CLI. Failed on the old code (no label on the row; the Dry run tab's "The caption is over the limit.").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dryRunProblemText } from '../../src-renderer/src/screens/Campaigns/dryrun-words';
import { loadWords, tr } from '../renderer/helpers';
import { useCliWorld } from '../cli/cli-world';

const cliWorld = useCliWorld();
const { w } = cliWorld;
beforeAll(() => loadWords());

describe("the dry run names the channel and its limit of a text over it, as the Send tab does (w30campaign)", () => {
  it('CLI and Dry run tab: "X’s caption is 337 characters; X takes 280"', async () => {
    const caption = `${'a'.repeat(330)} over X`;
    const c = w.lib.campaigns.create(w.lib.db, { name: 'w30 limit', draftIds: [w.draft({ platforms: ['x'], caption })] }).id;
    const json = await cliWorld.cli(['campaign', 'dry-run', c, '--json'], { closeLibrary: true });
    const row = json.out.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { row?: { channel: string; problems: Array<Record<string, unknown>> } }).find((x) => x.row)!.row!;
    const p = row.problems.find((x) => x.code === 'caption_too_long')!;
    expect(p).toMatchObject({ channel: 'x', label: 'X', own: false, length: 337, limit: 280 });

    const text = await cliWorld.cli(['campaign', 'dry-run', c], { closeLibrary: true });
    expect(text.out).toContain("✗ X's caption is 337 characters; X takes 280");
    expect(text.out).not.toContain('allows 280');

    const problem = p as { code: string; field: string | null; message: string; label: string; own: boolean; length: number; limit: number; channel: string };
    expect(dryRunProblemText(problem, tr('en'), (k) => k)).toBe('X’s caption is 337 characters; X takes 280.');
    expect(dryRunProblemText(problem, tr('vi'), (k) => k)).toBe('Chú thích cho X dài 337 ký tự; X chỉ nhận tối đa 280.');
  }, 60_000);
});
