export * from './pricing';
export * from './format';
export * from './schemas';
export * from './fee-texts';
export * from './vat';
export * from './breakdown';
