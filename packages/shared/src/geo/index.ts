export * from './slug';
export * from './regions';
