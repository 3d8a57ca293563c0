export * from './hardcoded';
export * from './estimate';
export * from './schemas';
export * from './route-sampling';
