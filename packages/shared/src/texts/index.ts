export * from './common';
export * from './one-edit';
