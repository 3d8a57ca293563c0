export * from './current-user';
