import { z } from 'zod';

/** `/utilisateurs/:id/...` — every route using it is guarded by `app.requireSelfOrAdmin`. */
export const userParams = z.object({ id: z.coerce.number().int().positive() });
export const security = [{ bearer: [] }];
