export * from './utilisateurs';
export * from './adresses';
export * from './trajets';
export * from './notifications';
export * from './auth';
export * from './emails';
export * from './trips';
