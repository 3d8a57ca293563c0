import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose schema (and zod with it) is loaded on first use: the page's start-up
 * JavaScript stays without zod, the form still checks with the server's schema
 *. The chunk is asked for once; every check after that runs at once.
 */
export function lazyResolver<Values extends FieldValues, Output>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
): Resolver<Values, unknown, Output> {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= load();
    return (await loading)(values, context, options);
  };
}
