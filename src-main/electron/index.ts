export { isAppUrl, isExternalLinkAllowed } from './security';
export { electronSqliteBinding } from './native';
export { menuTemplate } from './menu';
