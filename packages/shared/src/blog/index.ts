export * from './categories';
export * from './schemas';
export * from './slugs';
