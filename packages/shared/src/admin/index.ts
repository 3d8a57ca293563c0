export * from './member-schemas';
export * from './permissions';
export * from './promo-code-schemas';
export * from './schemas';
export * from './texts';
