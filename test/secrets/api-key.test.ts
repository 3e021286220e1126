import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ApiKey, parseKeyInput, redact, SecretsError } from '../../src-main/secrets';

const KEY = 'sk_live_0123456789abcdefWXYZ';

describe('parseKeyInput', () => {
  it('drops one trailing newline (LF or CRLF) and keeps the key as is', () => {
    expect(parseKeyInput(`${KEY}\n`).reveal()).toBe(KEY);
    expect(parseKeyInput(`${KEY}\r\n`).reveal()).toBe(KEY);
    expect(parseKeyInput(KEY).reveal()).toBe(KEY);
  });

  it.each([
    ['empty', ''],
    ['only a newline', '\n'],
    ['spaces inside', 'sk_live_0123 456789'],
    ['two lines', `${KEY}\n${KEY}\n`],
    ['a tab', `${KEY}\t`],
    ['too short', 'abc'],
    ['too long', 'x'.repeat(2000)],
  ])('refuses %s with invalid_key, without echoing the text', (_what, text) => {
    let caught: unknown;
    try {
      parseKeyInput(text);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(SecretsError);
    expect((caught as SecretsError).code).toBe('invalid_key');
    if (text.trim().length >= 4) expect((caught as SecretsError).message).not.toContain(text.trim().slice(0, 12));
  });
});

describe('ApiKey', () => {
  it('shows only the last four characters when printed, serialised or inspected', () => {
    const k = new ApiKey(KEY);
    expect(k.last4).toBe('WXYZ');
    for (const shown of [String(k), JSON.stringify({ k }), inspect({ nested: { k } }), `${k}`]) {
      expect(shown).not.toContain(KEY);
      expect(shown).toContain('WXYZ');
    }
    expect(k.reveal()).toBe(KEY);
  });
});

describe('redact', () => {
  it('replaces every occurrence of the key', () => {
    expect(redact(`a ${KEY} b ${KEY}`, KEY)).toBe('a [key …WXYZ] b [key …WXYZ]');
    expect(redact(`a ${KEY}`, new ApiKey(KEY))).not.toContain(KEY);
    expect(redact('nothing here', KEY)).toBe('nothing here');
  });
});
