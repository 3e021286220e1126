/**
 * w30retry: `refusing_channels` narrows `channel_refusal` to the channels named, so a test can have Threads refused and
 * the other channels of the same post published, every time (walk 26, 3's post). The draw is made for every channel.
 */
import { describe, expect, it } from 'vitest';
import { FaultDice, resolveFaults } from '../../src-main/sandbox/faults';
import { channelOutcomes } from '../../src-main/sandbox/outcomes';
import type { PublishPlan } from '../../src-main/sandbox/publish';

const plan = { platforms: ['instagram', 'facebook', 'x', 'threads'], titles: {}, photoUrls: [], photoCount: 1, caption: 'Cà phê muối', destinations: {} } as unknown as PublishPlan;

describe('refusing_channels', () => {
  it('refuses only the channels named, under a rate of 1', () => {
    const r = channelOutcomes(plan, new FaultDice(resolveFaults({ channel_refusal: 1, refusing_channels: ['threads'] }), 30), 'pst_abc');
    expect(Object.entries(r).map(([c, o]) => `${c}:${o.success}`)).toEqual(['instagram:true', 'facebook:true', 'x:true', 'threads:false']);
  });
  it('refuses every channel when none is named, as before', () => {
    const r = channelOutcomes(plan, new FaultDice(resolveFaults({ channel_refusal: 1 }), 30), 'pst_abc');
    expect(Object.values(r).every((o) => !o.success)).toBe(true);
  });
  it('is a list of channel names, or an error', () => {
    expect(() => resolveFaults({ refusing_channels: 'threads' } as never)).toThrow(/refusing_channels" must be a list/);
  });
});
