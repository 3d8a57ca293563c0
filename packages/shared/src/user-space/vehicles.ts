import { z } from 'zod';
import { idSchema, text } from '../api';
import { CAR_COLOURS, isKnownCar } from './car-models';
import { userSpaceTexts } from './texts';

/**
 * A number plate as drivers of the four countries write it (FR AB-123-CD, BE 1-ABC-123,
 * LU AB 1234, CH VD 123456): letters, digits, spaces and hyphens, kept in capitals. Only the
 * driver's confirmed passengers see it, to find the car (docs/decisions/031-installable-app.md).
 */
export const PLATE_PATTERN = /^[A-Z0-9](?:[A-Z0-9 -]{0,10}[A-Z0-9])?$/;
export const plateSchema = z
  .string({ error: userSpaceTexts.plateInvalid })
  .trim()
  .toUpperCase()
  .regex(PLATE_PATTERN, { error: userSpaceTexts.plateInvalid })
  .refine((plate) => /\d/.test(plate), { error: userSpaceTexts.plateInvalid });

/** docs/product/user-space.md POST /vehicules: marque, modele, couleur, utilisateur_id — from the built-in lists; an optional plate. */
export const vehicleBodySchema = z
  .object({
    marque: text({ error: userSpaceTexts.vehicleUnknown }).trim(),
    modele: text({ error: userSpaceTexts.vehicleUnknown }).trim(),
    couleur: text({ error: userSpaceTexts.vehicleUnknown }).trim(),
    // An empty field of the form means no plate.
    immatriculation: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      plateSchema.optional(),
    ),
    utilisateur_id: idSchema,
  })
  .refine(
    (body) =>
      isKnownCar(body.marque, body.modele) &&
      (CAR_COLOURS as readonly string[]).includes(body.couleur),
    { error: userSpaceTexts.vehicleUnknown },
  );
