import { idParams } from '@bonneroute/shared/api';

/** `/utilisateurs/:id/...` — every route using it is guarded by `app.requireSelfOrAdmin`. */
export const userParams = idParams;
export const security = [{ bearer: [] }];
