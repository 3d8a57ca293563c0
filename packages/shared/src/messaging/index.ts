export * from './limits';
export * from './texts';
export * from './schemas';
