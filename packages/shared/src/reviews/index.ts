export * from './rules';
export * from './format';
export * from './texts';
export * from './text-field';
export * from './schemas';
