export * from './permissions';
export * from './schemas';
export * from './texts';
