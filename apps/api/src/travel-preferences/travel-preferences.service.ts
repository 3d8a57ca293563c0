import {
  mergePreferences,
  readPreferences,
  type TravelPreferences,
  type TravelPreferencesInput,
} from '@bonneroute/shared/trips';
import type { Database, DbOrTx } from '../db/client';
import { notFound } from '../lib/http-error';
import { findUserPreferences, saveUserPreferences } from './travel-preferences.repository';

/*
 * Travel preferences (docs/product/trips-and-search.md#travel-preferences): the member's own,
 * and the copy a new trip takes of them with the wizard's overrides.
 */

export async function preferencesOfMember(db: DbOrTx, userId: number): Promise<TravelPreferences> {
  const row = await findUserPreferences(db, userId);
  if (!row) throw notFound();
  return readPreferences(row.preferences);
}

/** Keys left out keep their value; null forgets one. One statement: no lost update to fear. */
export async function choosePreferences(
  db: Database,
  userId: number,
  input: TravelPreferencesInput,
): Promise<TravelPreferences> {
  return db.transaction(async (tx) => {
    const merged = mergePreferences(await preferencesOfMember(tx, userId), input);
    await saveUserPreferences(tx, userId, merged);
    return merged;
  });
}

/** A new trip's preferences: the driver's profile, then what the wizard changed for this trip. */
export async function preferencesForNewTrip(
  db: DbOrTx,
  driverId: number,
  overrides: TravelPreferencesInput | undefined,
): Promise<TravelPreferences> {
  const row = await findUserPreferences(db, driverId);
  return mergePreferences(readPreferences(row?.preferences), overrides);
}
