export { APP_ENTRY, APP_ORIGIN, APP_SCHEME, appUrlToFile, isAppUrl, isExternalLinkAllowed } from './security';
export { electronSqliteBinding } from './native';
export { menuTemplate } from './menu';
