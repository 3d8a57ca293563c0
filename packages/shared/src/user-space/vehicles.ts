import { z } from 'zod';
import { idSchema, text } from '../api';
import { CAR_COLOURS, isKnownCar } from './car-models';
import { userSpaceTexts } from './texts';

/** docs/product/user-space.md POST /vehicules: marque, modele, couleur, utilisateur_id — from the built-in lists. */
export const vehicleBodySchema = z
  .object({
    marque: text({ error: userSpaceTexts.vehicleUnknown }).trim(),
    modele: text({ error: userSpaceTexts.vehicleUnknown }).trim(),
    couleur: text({ error: userSpaceTexts.vehicleUnknown }).trim(),
    utilisateur_id: idSchema,
  })
  .refine(
    (body) =>
      isKnownCar(body.marque, body.modele) &&
      (CAR_COLOURS as readonly string[]).includes(body.couleur),
    { error: userSpaceTexts.vehicleUnknown },
  );
