export * from './contact-masking';
