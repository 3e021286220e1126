/**
 * w16camprow (walk 15, 1): each campaign post's Send word (the Posts tab's column) from the one derivation the
 * campaign's status counts by (campaigns/post-sends.ts), row by row: a teammate's send, a replay of theirs, a post
 * sent from here outside the Send, and one neither (its own send record says).
 */
import { describe, expect, it } from 'vitest';
import { postSendWords, type SentOutsideSend, type TeamSent } from '../../src-main/campaigns';

const lan = (): TeamSent => ({ by: { memberId: 'm_lan', name: 'Lan', at: 1 } as TeamSent['by'], state: 'scheduled', problem: { code: 'sent_by_team', message: 'sent by Lan' } as TeamSent['problem'], time: null });
const here = { state: 'scheduled', problem: { code: 'already_sent', message: 'already sent' } } as SentOutsideSend['here'] extends Map<string, infer V> ? V : never;

describe('postSendWords: the Send column of each row', () => {
  const outside: SentOutsideSend = {
    sent: new Map([['d_team', lan()], ['d_replay', lan()]]),
    replays: new Map([['d_replay', { ...lan(), batchId: 'b1', jobIds: ['j1'] }]]),
    here: new Map([['d_here', here]]),
    hadAlready: new Set(['d_had']),
    withdrawnBy: new Map([['d_withdrawn', { by: { memberId: 'm_sam', name: 'Sam', at: 1 }, key: 'pra_1' }]]),
  };
  const words = postSendWords(outside, ['d_team', 'd_replay', 'd_here', 'd_had', 'd_withdrawn', 'd_none']);
  it.each([
    ['a teammate sent it (not handed here)', 'd_team', { kind: 'teamSent', by: 'Lan' }],
    ['handed here, a replay of the teammate’s call', 'd_replay', { kind: 'teamSent', by: 'Lan' }],
    ['sent from here outside the Send (Compose): sent from here, never "not sent"', 'd_here', { kind: 'sentHere' }],
    // h-campcount (walk 41b, 3): handed by the Send, its call a replay of one no teammate names: the Hub had it, never the send label.
    ['handed here, a replay of a call no teammate’s outcome names', 'd_had', { kind: 'replayed' }],
    // h-withdrawn (walk 44b, 6): withdrawn by a teammate after a call that may have reached the Hub: said so, never a bare "not sent".
    ['a teammate withdrew it after a call that may have reached the Hub', 'd_withdrawn', { kind: 'teamWithdrawn', by: 'Sam' }],
  ])('%s', (_what, id, want) => {
    expect(words.get(id)).toMatchObject(want);
  });
  it('neither: null (the post’s own send record says: handed, skipped, withdrawn or not sent)', () => {
    expect(words.get('d_none')).toBeNull();
  });
  it('a post in both (a teammate’s send goes first) is the teammate’s', () => {
    const both = postSendWords({ sent: new Map([['d', lan()]]), replays: new Map(), here: new Map([['d', here]]), hadAlready: new Set(['d']), withdrawnBy: new Map() }, ['d']);
    expect(both.get('d')).toMatchObject({ kind: 'teamSent', by: 'Lan' });
  });
  it('every row is answered, in the order asked', () => {
    expect([...words.keys()]).toEqual(['d_team', 'd_replay', 'd_here', 'd_had', 'd_withdrawn', 'd_none']);
  });
});
