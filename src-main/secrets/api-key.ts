import { inspect } from 'node:util';
import { SecretsError } from './errors';

/** Keys are opaque to us (hub-api part 5 does not show their format); these bounds only catch paste accidents. */
export const KEY_MIN_LENGTH = 8;
export const KEY_MAX_LENGTH = 1024;

/**
 * An API key held in memory. Its text comes out only through `reveal()`; printing, logging,
 * `JSON.stringify` and `util.inspect` all show `[key …abcd]`, so a key cannot slip into a log,
 * a crash dump or a bridge answer by being passed around inside an object.
 */
export class ApiKey {
  readonly #value: string;
  constructor(value: string) {
    this.#value = value;
  }
  /** The key text, for the Authorization header and the keychain only. */
  reveal(): string {
    return this.#value;
  }
  get last4(): string {
    return last4(this.#value);
  }
  toString(): string {
    return `[key …${this.last4}]`;
  }
  toJSON(): string {
    return this.toString();
  }
  [inspect.custom](): string {
    return this.toString();
  }
}

export const last4 = (key: string): string => key.slice(-4);

/**
 * Turns what the user gave (stdin, a paste box) into a key: one trailing newline (CR LF or LF)
 * is dropped, as a shell `echo` or a paste adds it. Anything else that cannot be part of a key
 * is refused with `invalid_key`, and the message never repeats the text given.
 */
export function parseKeyInput(text: string): ApiKey {
  const value = text.replace(/\r?\n$/, '');
  if (value.trim() === '') throw new SecretsError('invalid_key', 'no key was given (standard input was empty)');
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(value)) {
    throw new SecretsError('invalid_key', 'the key contains spaces, line breaks or control characters; paste the key alone, on one line');
  }
  if (value.length < KEY_MIN_LENGTH) throw new SecretsError('invalid_key', `the key is too short (${value.length} characters); paste the whole key from the Hub dashboard`);
  if (value.length > KEY_MAX_LENGTH) throw new SecretsError('invalid_key', `the key is too long (${value.length} characters, at most ${KEY_MAX_LENGTH})`);
  return new ApiKey(value);
}

/** Replaces every occurrence of `secret` in `text` (for messages that came from elsewhere, e.g. the Hub or a native module). */
export function redact(text: string, secret: string | ApiKey | undefined): string {
  if (secret === undefined) return text;
  const value = typeof secret === 'string' ? secret : secret.reveal();
  if (value.length === 0) return text;
  return text.split(value).join(`[key …${last4(value)}]`);
}
