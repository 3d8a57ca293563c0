export * from './envelope';
export * from './form-values';
