export * from './card';
export * from './texts';
export * from './schemas';
export * from './booking-code';
export * from './refund-policy';
export * from './discovery-offer';
export * from './reconciliation';
export * from './booking-state';
