/** The Content-Security-Policy of the app, the same in the web host and in Electron. */
export const CSP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'",
] as const;

/** As a response header (web host, and Electron's app:// protocol). */
export const CSP = CSP_DIRECTIVES.join('; ');

/**
 * As the `<meta http-equiv>` in src-renderer/index.html, so the policy holds even where no
 * header is seen: the same directives less `frame-ancestors`, which browsers ignore (and
 * warn about) in a meta tag. test/electron/csp.test.ts checks index.html carries exactly this.
 */
export const CSP_META = CSP_DIRECTIVES.filter((d) => !d.startsWith('frame-ancestors')).join('; ');
