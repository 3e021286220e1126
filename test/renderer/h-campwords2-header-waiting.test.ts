/**
 * h-campwords2 (walk 45b, 3): a teammate's campaign header during a Hub outage said "12 handed to the Outbox (by Sam): 0 at
 * the Hub, 12 waiting to reach it (this computer could not reach the Hub)": they wait on SAM's computer (`campaign status`:
 * "queued on Sam's computer: it sends them under the same keys once the Hub answers"). After the Hub was back it said
 * "12 waiting to reach it" without saying where. The header reads the core's `waitingBy` (to-hub.ts), as the CLI does.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sentWords } from '../../src-renderer/src/lib/sendwords';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());
const sam = [{ name: 'Sam', posts: 12 }];

describe("the campaign header of a teammate's posts waiting to reach the Hub", () => {
  it("says they are queued on Sam's computer, offline or not, never 'this computer could not reach the Hub'", () => {
    for (const offline of [true, false]) {
      const words = sentWords(12, sam, tr('en'), { atHub: 0, waiting: 12, offline, waitingBy: sam });
      expect(words).toBe("12 handed to the Outbox (by Sam): 0 at the Hub, 12 waiting to reach it (queued on Sam's computer: it sends them under the same keys once the Hub answers)");
      expect(sentWords(12, sam, tr('vi'), { atHub: 0, waiting: 12, offline, waitingBy: sam })).toContain('12 bài đang chờ tới Hub (đang xếp hàng trên máy của Sam: máy đó sẽ gửi chúng với cùng các khóa khi Hub trả lời)');
    }
  });

  it("counts each computer's part when some wait here too (this computer's own reading said of its own only)", () => {
    const by = [{ name: 'Sam', posts: 1 }];
    expect(sentWords(3, by, tr('en'), { atHub: 0, waiting: 3, offline: true, waitingBy: by })).toBe("3 handed to the Outbox (1 by Sam): 0 at the Hub, 3 waiting to reach it (2 here: this computer could not reach the Hub; 1 queued on Sam's computer: it sends it under the same key once the Hub answers)");
    expect(sentWords(3, [], tr('en'), { atHub: 0, waiting: 3, offline: true })).toBe('3 handed to the Outbox: 0 at the Hub, 3 waiting to reach it (this computer could not reach the Hub)');
  });
});
