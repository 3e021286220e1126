/**
 * The CSP is sent as a header (web host, Electron's app:// protocol) and also sits as a
 * <meta> in index.html (issue 26): both come from src-main/common/csp.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSP, CSP_DIRECTIVES, CSP_META } from '../../src-main/common';

const root = join(import.meta.dirname, '..', '..');
const metaOf = (html: string): string | undefined => /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html)?.[1];

describe('Content-Security-Policy', () => {
  it('index.html carries the policy as a <meta>, before any script', () => {
    const html = readFileSync(join(root, 'src-renderer', 'index.html'), 'utf8');
    expect(metaOf(html)).toBe(CSP_META);
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'));
  });

  it('the meta is the header less frame-ancestors (which a meta tag cannot carry), nothing else', () => {
    expect(CSP).toContain("frame-ancestors 'none'");
    expect(CSP_META).not.toContain('frame-ancestors');
    expect(CSP_META.split('; ')).toEqual(CSP_DIRECTIVES.filter((d) => !d.startsWith('frame-ancestors')));
    for (const d of ["script-src 'self'", "object-src 'none'", "base-uri 'none'"]) expect(CSP_META).toContain(d);
    expect(CSP_META).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
  });
});
