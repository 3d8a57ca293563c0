import { z } from 'zod';
import { CAR_COLOURS, isKnownCar } from './car-models';
import { userSpaceTexts } from './texts';

/** spec §7 POST /vehicules: marque, modele, couleur, utilisateur_id — from the built-in lists. */
export const vehicleBodySchema = z
  .object({
    marque: z.string({ error: userSpaceTexts.vehicleUnknown }).trim(),
    modele: z.string({ error: userSpaceTexts.vehicleUnknown }).trim(),
    couleur: z.string({ error: userSpaceTexts.vehicleUnknown }).trim(),
    utilisateur_id: z.coerce.number().int().positive(),
  })
  .refine(
    (body) =>
      isKnownCar(body.marque, body.modele) &&
      (CAR_COLOURS as readonly string[]).includes(body.couleur),
    { error: userSpaceTexts.vehicleUnknown },
  );
