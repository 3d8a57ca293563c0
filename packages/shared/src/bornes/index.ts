export * from './hardcoded';
export * from './estimate';
