export * from './envelope';
export * from './form-values';
export * from './inputs';
export * from './pagination';
