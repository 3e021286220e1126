export * from './errors';
export * from './result';
export * from './clock';
export * from './data-dir';
export * from './version';
export * from './csp';
export * from './native';
export * from './ids';
