export * from './schemas';
export * from './search-schemas';
export * from './texts';
export * from './roles';
export * from './time-slots';
export * from './legs';
export * from './trip-rules';
export * from './publish-limits';
