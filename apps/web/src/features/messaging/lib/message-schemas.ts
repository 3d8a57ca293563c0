/*
 * The trip message and chat boxes' schemas (the server's), imported on first check only (see
 * lazyResolver): the trip page and the chat page start without zod.
 */
export { chatMessageFormSchema, tripMessageFormSchema } from '@bonneroute/shared/messaging';
