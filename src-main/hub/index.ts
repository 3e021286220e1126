export * from './contract';
export * from './channels';
