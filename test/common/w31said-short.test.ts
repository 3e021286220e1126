/**
 * The Outbox Table's words cell (two lines at 1,280 px) showed only "Nguyên văn của Threads (tiếng…": the whole label left
 * no room for the channel's words. Its short form names the channel and says what language the words are in.
 */
import { describe, expect, it } from 'vitest';
import { channelSaidLine, channelSaidShort } from '../../src-shared/errors';

const THREADS = 'The user is restricted from posting at this time.';

describe('a channel’s words, short, for a narrow cell', () => {
  it('names the channel, its English said as English in Vietnamese, the Hub’s rendering as the Hub’s', () => {
    expect(channelSaidShort('Threads', { message: THREADS }, 'en')).toBe(`Threads: “${THREADS}”`);
    expect(channelSaidShort('Threads', { message: THREADS }, 'vi')).toBe(`Threads (tiếng Anh): “${THREADS}”`);
    expect(channelSaidShort('Instagram', { message: 'x', vietnamese: 'Tỷ lệ khung hình không được hỗ trợ.' }, 'vi')).toBe('Hub dịch lời Instagram: “Tỷ lệ khung hình không được hỗ trợ.”');
    expect(channelSaidShort('Threads', { message: null }, 'en')).toBe('');
  });
  it('is shorter than the whole line, which still names whose words they are', () => {
    for (const lang of ['en', 'vi'] as const) {
      expect(channelSaidShort('Threads', { message: THREADS }, lang).length).toBeLessThan(channelSaidLine('Threads', { message: THREADS }, lang).length);
    }
  });
});
