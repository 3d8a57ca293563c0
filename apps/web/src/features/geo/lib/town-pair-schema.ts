/*
 * The pair form's schema (the price range request's params), imported on first check only (see
 * lazyResolver): the town pages start without zod.
 */
export { townPairFormSchema } from '@bonneroute/shared/bornes';
