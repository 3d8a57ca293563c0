export * from './pricing';
export * from './format';
export * from './schemas';
