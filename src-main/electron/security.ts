/**
 * Pure decisions of the Electron shell, kept apart from Electron so they are tested
 * in plain Node: which frame may call the bridge, which navigations are allowed,
 * which links open in the system browser, and which file an app:// request reads.
 */
import { join, sep } from 'node:path';

/**
 * The app is served from this one origin (a privileged standard, secure scheme
 * registered in main.ts), never from file://: a file:// page shares its origin
 * with every file on the disk, and `file://host/…` forms reach other machines.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'postroom';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY = `${APP_ORIGIN}/index.html`;

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * Whether a frame URL is the app's own page: exactly app://postroom (no user, no port),
 * or the dev server's exact origin when one is set. Compared part by part, not by
 * prefix: `app` is not a WHATWG special scheme, so `URL.origin` would be "null".
 */
export function isAppUrl(url: string, devServerUrl?: string): boolean {
  const u = parse(url);
  if (!u) return false;
  if (devServerUrl) {
    const dev = parse(devServerUrl);
    if (dev && (dev.protocol === 'http:' || dev.protocol === 'https:') && u.origin === dev.origin && u.username === '' && u.password === '') return true;
  }
  return u.protocol === `${APP_SCHEME}:` && u.hostname === APP_HOST && u.port === '' && u.username === '' && u.password === '';
}

/**
 * The file an app:// request reads, inside `rendererDir`, or null (then: 404). The path
 * is decoded once and refused when the escape is malformed or it holds a NUL, a
 * backslash or a `..` segment, so `..%2f` and `%2e%2e` forms cannot leave the folder;
 * the joined path is checked to stay inside as well.
 */
export function appUrlToFile(url: string, rendererDir: string): string | null {
  if (!isAppUrl(url)) return null;
  const u = parse(url);
  if (!u) return null;
  let path: string;
  try {
    path = decodeURIComponent(u.pathname);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.includes('\\')) return null;
  const segments = path.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '..' || s === '.')) return null;
  const rel = segments.length === 0 ? 'index.html' : segments.join('/');
  const file = join(rendererDir, rel);
  return file.startsWith(rendererDir.endsWith(sep) ? rendererDir : rendererDir + sep) ? file : null;
}

/** Links the user clicks go to the system browser only when they are plain web links. */
export function isExternalLinkAllowed(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' || u.protocol === 'mailto:';
  } catch {
    return false;
  }
}

/**
 * Chromium features the shell turns on. LangAttributeAwareFormControlUI: date and time
 * inputs are drawn in their element's `lang` (the app's language, set on <html>), not the
 * OS locale, so a Vietnamese UI does not show "05/04/2031, 06:30 PM".
 */
export const CHROMIUM_FEATURES: readonly string[] = ['LangAttributeAwareFormControlUI'];
