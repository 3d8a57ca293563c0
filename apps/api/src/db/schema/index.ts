export * from './utilisateurs';
export * from './adresses';
export * from './trajets';
