export * from './texts';
export * from './schemas';
export * from './extra-charges';
export * from './pro-drivers';
