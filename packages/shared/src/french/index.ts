export * from './plural';
