import { CAR_COLOURS, isKnownCar } from '@bonneroute/shared/user-space';
import type { DbOrTx } from '../db/client';
import { vehicules } from '../db/schema';
import type { DemoUser } from './demo-plan';
import { createRandom } from './random';

/** The cars French drivers mostly own, as the vehicle form offers them. */
const COMMON_CARS = [
  ['Peugeot', '208'],
  ['Peugeot', '308'],
  ['Peugeot', '3008'],
  ['Peugeot', '5008'],
  ['Renault', 'Clio'],
  ['Renault', 'Mégane'],
  ['Renault', 'Captur'],
  ['Renault', 'Scénic'],
  ['Citroën', 'C3'],
  ['Citroën', 'C4'],
  ['Citroën', 'Berlingo'],
  ['Dacia', 'Sandero'],
  ['Dacia', 'Duster'],
  ['Dacia', 'Jogger'],
  ['Toyota', 'Yaris'],
  ['Toyota', 'Corolla'],
  ['Volkswagen', 'Golf'],
  ['Volkswagen', 'Polo'],
  ['Skoda', 'Octavia'],
  ['Tesla', 'Model 3'],
].filter(([marque, modele]) => isKnownCar(marque!, modele!));
const COMMON_COLOURS = ['Blanc', 'Noir', 'Gris', 'Gris foncé', 'Bleu', 'Rouge', 'Argent'].filter(
  (colour) => (CAR_COLOURS as readonly string[]).includes(colour),
);

/** Most demo drivers have their car on their profile (brand, model, colour). */
export async function insertDemoVehicles(
  db: DbOrTx,
  drivers: DemoUser[],
  userIds: Map<string, number>,
  seed: number,
): Promise<void> {
  const random = createRandom(seed);
  const rows = drivers.flatMap((driver) => {
    if (!random.chance(0.85)) return [];
    const [marque, modele] = random.pick(COMMON_CARS);
    return [
      {
        utilisateur_id: userIds.get(driver.key)!,
        marque: marque!,
        modele: modele!,
        couleur: random.pick(COMMON_COLOURS),
      },
    ];
  });
  if (rows.length > 0) await db.insert(vehicules).values(rows);
}
