/**
 * What the web host reads from a request before anything else: the request target,
 * its percent-escapes and the token cookie. Pure functions that never throw (an
 * attacker controls every byte of them): a malformed value is `null` / absent, and
 * the server answers it with a 4xx, never a 500 `URIError`.
 */

/** A request target in origin form (`/path?query`), parsed. */
export interface RequestTarget {
  /** Still percent-encoded, as in the request. */
  pathname: string;
  search: string;
  searchParams: URLSearchParams;
}

/** A fixed base: the target's own host is never used (the Host header is checked apart). */
const BASE = 'http://postroom.invalid';

/**
 * Parses `req.url`. Only origin form is accepted (it starts with one `/`); absolute
 * form (`http://other/…`), authority form and `*` are refused with `null`.
 */
export function parseRequestTarget(raw: string | undefined): RequestTarget | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 8192 || raw[0] !== '/') return null;
  try {
    // Concatenation, not `new URL(raw, BASE)`: `//evil.example/` must stay a path, not become a host.
    const u = new URL(BASE + raw);
    if (u.origin !== BASE) return null;
    return { pathname: u.pathname, search: u.search, searchParams: u.searchParams };
  } catch {
    return null;
  }
}

/** `decodeURIComponent` that answers `null` for a malformed escape (`%ZZ`, a lone `%`, bad UTF-8) or a NUL. */
export function decodeComponent(s: string): string | null {
  let out: string;
  try {
    out = decodeURIComponent(s);
  } catch {
    return null;
  }
  return out.includes('\0') ? null : out;
}

/**
 * The value of cookie `name` from a Cookie header, decoded; `undefined` when it is
 * absent or its value is malformed (a bad escape counts as no cookie: the request
 * is then unauthorised, 401, never a 500).
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (typeof header !== 'string' || header.length === 0) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    return decodeComponent(value) ?? undefined;
  }
  return undefined;
}

/**
 * Where to send the browser after the one-time `?token=` entry: the same path on
 * this host. Leading slashes and backslashes collapse to one `/`, so the answer is
 * never a scheme-relative `//evil.example/` (an open redirect).
 */
export function sameHostLocation(pathname: string, search: string): string {
  return '/' + pathname.replace(/^[/\\]+/, '') + search;
}
