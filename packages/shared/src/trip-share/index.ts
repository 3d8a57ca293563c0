export * from './schemas';
export * from './texts';
export * from './stop-times';
