/**
 * Electron fuses for packaged builds: switches compiled into the Electron binary that
 * no code, environment variable or command-line flag can turn back at run time.
 * `scripts/flip-fuses.ts` writes exactly this into a packaged binary;
 * test/electron/fuses.test.ts checks it against the list below written out by hand.
 *
 * - RunAsNode off: ELECTRON_RUN_AS_NODE cannot turn the app into a plain Node.
 * - EnableNodeOptionsEnvironmentVariable off: NODE_OPTIONS cannot inject code.
 * - EnableNodeCliInspectArguments off: --inspect cannot attach a debugger.
 * - EnableCookieEncryption on: the cookie store is encrypted with the OS key.
 * - OnlyLoadAppFromAsar on, EnableEmbeddedAsarIntegrityValidation on: the app code comes
 *   only from its asar, and the asar is checked against the hash embedded at build time.
 * - GrantFileProtocolExtraPrivileges off: the app is served from app://, so file:// needs
 *   none of the privileges Electron grants it by default.
 * - LoadBrowserProcessSpecificV8Snapshot off: Electron's default; we ship no such snapshot.
 */
import { FuseV1Options, FuseVersion, type FuseV1Config } from '@electron/fuses';

export const FUSE_CONFIG = {
  version: FuseVersion.V1,
  // Every fuse of the wire must be decided here: a fuse added by a future Electron fails the flip.
  strictlyRequireAllFuses: true,
  [FuseV1Options.RunAsNode]: false,
  [FuseV1Options.EnableCookieEncryption]: true,
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
} as const satisfies FuseV1Config;
