export * from './utilisateurs';
export * from './adresses';
export * from './trajets';
export * from './auth';
export * from './emails';
