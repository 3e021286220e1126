import { KeytarSecretStore, SecretsError } from '../../src-main/secrets';

/** Keychain tests file their entries under their own service name, never "Postroom". */
export const TEST_SERVICE = `Postroom-test-${process.pid}`;

/** Whether a real keychain (Secret Service, Keychain, Credential Manager) works here; if not, why. */
export async function probeKeychain(): Promise<{ ok: true } | { ok: false; reason: string }> {
  try {
    await new KeytarSecretStore({ service: TEST_SERVICE, timeoutMs: 5_000 }).check();
    return { ok: true };
  } catch (err) {
    const reason = err instanceof SecretsError ? `${String(err.details?.reason)}: ${err.message.split('. ')[0]}` : String(err);
    return { ok: false, reason };
  }
}

/** Probed once per test file; prints ONE line when the keychain tests of that file will be skipped. */
export async function keychainOrSkipReason(file: string): Promise<string | null> {
  const probe = await probeKeychain();
  if (probe.ok) return null;
  console.warn(`[${file}] real-keychain tests skipped: no usable keychain (${probe.reason}); run under bash scripts/with-keyring.sh`);
  return probe.reason;
}
