export * from './schemas';
export * from './texts';
