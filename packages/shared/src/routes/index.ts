export * from './paths';
export * from './route-meta';
export * from './match-route';
