/**
 * w25dryrun (walk 22, 2): before any send (only a dry run had run), `campaign status` said of a post "not sent: the last send
 * held it back". Only a real send's batch is "the last send"; before any, it says what is true.
 */
import { describe, expect, it } from 'vitest';
import { notSentWhyText } from '../../src-main/cli/commands/campaign';
import { row, run, useImportedCampaign } from './w25dryrun-campaign';

const made = useImportedCampaign('postroom-w25status-', 'Before any send', [row('facebook|bluesky', 'First', 3), row('facebook|bluesky|x', 'Second', 5, true)]);

describe('w25dryrun: campaign status before any send', () => {
  it('never names "the last send" when no send ran, only a dry run; it says each post is not sent yet, and why', async () => {
    await run(made.dir, ['campaign', 'dry-run', made.id]);
    const r = await run(made.dir, ['campaign', 'status', made.id]);
    expect(r.out).not.toMatch(/the last send/);
    const lines = r.out.split('\n').filter((l) => /^post \d/.test(l));
    expect(lines[0]).toMatch(/^post 1 \(draft \S+\) not sent yet: nothing holds it: the next send takes it$/);
    expect(lines[1]).toMatch(/^post 2 \(draft \S+\) not sent yet: held back for its problems: /);
  });

  it('words a post the last send skipped, and one no send saw, apart', () => {
    expect(notSentWhyText({ draftId: 'a', why: 'ready', lastSend: true })).toBe('the last send held it back; nothing holds it now: the next send takes it');
    expect(notSentWhyText({ draftId: 'a', why: 'ready' })).toBe('nothing holds it: the next send takes it');
    expect(notSentWhyText({ draftId: 'a', why: 'unchecked', lastSend: true })).toBe('the last send held it back; not checked since (run the dry run)');
    expect(notSentWhyText({ draftId: 'a', why: 'unchecked' })).toBe('not checked yet (run the dry run)');
  });
});
