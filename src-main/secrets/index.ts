export { SecretsError, type SecretsErrorCode, type KeychainProblem } from './errors';
export { ApiKey, parseKeyInput, redact, last4, KEY_MIN_LENGTH, KEY_MAX_LENGTH } from './api-key';
export { type SecretStore, MemorySecretStore, rotateSecret } from './secret-store';
export { KeytarSecretStore, KEYCHAIN_SERVICE, PROBE_ACCOUNT, classifyKeychainError, keychainHint, type KeytarLike, type KeytarSecretStoreOptions } from './keytar-store';
export {
  type Workspace, type WorkspaceStore, MemoryWorkspaceStore, validateHubUrl, validateWorkspaceName, SANDBOX_WORKSPACE_NAME, WORKSPACE_NAME_MAX,
} from './workspaces';
export {
  type KeyVerifier, type KeyVerdict, type UsageReading, type HubProbe, type HubProbeFactory, hubKeyVerifier, verdictFromFailure, readUsage, countProfiles,
} from './verify';
export { KeyService, API_KEY_ENV, type KeyStatus, type SetKeyResult, type KeyServiceDeps } from './keys';
export { WorkspaceService, type WorkspaceView, type WorkspaceList } from './workspace-service';
export { createSecretsServices, libraryWorkspaceStore, hubClientVerifier, type SecretsServices } from './compose';
