/**
 * w31words (w30outbox's left-out): the Hub's own English showed untranslated in Vietnamese ("Hub: The publish took longer
 * than the Hub waits…" in the Outbox's Table). A code our catalog knows is said in our words in the person's language,
 * and the Hub's message is kept whole, quoted as the Hub's — in Vietnamese, said to be its English.
 */
import { describe, expect, it } from 'vitest';
import { hubQuote, hubSaidLine } from '../src-shared/errors';

const TIMEOUT = { code: 'upstream_timeout', message: 'The publish took longer than the Hub waits. The outcome is unknown and the post may be live.' };

describe('hubSaidLine', () => {
  it('a known code: our words for it, then the Hub’s own message quoted (en)', () => {
    expect(hubSaidLine(TIMEOUT, 'en')).toBe(`The Hub: The Hub waited too long. The outcome is unknown: the post MAY be live. The Hub’s own words: “${TIMEOUT.message}”`);
  });
  it('a known code in Vietnamese: our Vietnamese words, the Hub’s English quoted and said to be its English', () => {
    expect(hubSaidLine(TIMEOUT, 'vi')).toBe(`Hub: Hub chờ quá lâu. Không rõ kết quả: bài CÓ THỂ đã lên. Nguyên văn của Hub (tiếng Anh): “${TIMEOUT.message}”`);
  });
  it('a code we have no words of: the Hub’s message alone, quoted as the Hub’s, never lost', () => {
    const e = { code: 'brand_new_code', message: 'Something new happened.' };
    expect(hubSaidLine(e, 'en')).toBe('The Hub’s own words: “Something new happened.”');
    expect(hubSaidLine(e, 'vi')).toBe('Nguyên văn của Hub (tiếng Anh): “Something new happened.”');
  });
  it('a known code with no message: our words alone', () => {
    expect(hubSaidLine({ code: 'upstream_timeout', message: '' }, 'vi')).toBe('Hub: Hub chờ quá lâu. Không rõ kết quả: bài CÓ THỂ đã lên.');
  });
  it('the quote keeps the Hub’s text whole', () => {
    const long = 'x'.repeat(2000);
    expect(hubQuote(long, 'en')).toContain(long);
  });
});
