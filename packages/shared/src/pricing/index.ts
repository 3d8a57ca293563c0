export * from './pricing';
export * from './format';
