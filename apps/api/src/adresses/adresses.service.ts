import type { AppDeps } from '../lib/app-deps';
import { listAdressesOfCommune } from './adresses.repository';

/** docs/product/geography-and-prices.md a town's addresses already used, most used first on demand. */
export async function adressesOfCommune(
  deps: Pick<AppDeps, 'db'>,
  codeCommune: string,
  options: { mostUsedFirst: boolean; limit: number },
) {
  return listAdressesOfCommune(deps.db, codeCommune, options);
}
