export * from './board';
export * from './difficulty';
export * from './generator';
export * from '../random';
export * from './solver';
export * from './transform';
export * from './texts';
