/**
 * Pure decisions of the Electron shell, kept apart from Electron so they are tested
 * in plain Node: which frame may call the bridge, which navigations are allowed,
 * which links open in the system browser.
 */

/** The app's own pages: the packaged renderer (file://…/out/renderer/) or the dev server. */
export function isAppUrl(url: string, rendererRoot: string, devServerUrl?: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (devServerUrl) {
    const dev = new URL(devServerUrl);
    if (u.origin === dev.origin) return true;
  }
  if (u.protocol !== 'file:') return false;
  const root = new URL(rendererRoot.endsWith('/') ? rendererRoot : rendererRoot + '/');
  return decodeURIComponent(u.pathname).startsWith(decodeURIComponent(root.pathname));
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
