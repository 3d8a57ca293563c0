import type { FastifyReply, FastifyRequest } from 'fastify';
import { adminTexts, canPerform, type AdminAction } from '@bonneroute/shared/admin';
import { forbidden, unauthenticated } from '../lib/http-error';

/** preHandler: 401 without a session, 403 unless the user's role may perform the action. */
export function requireAdminAction(action: AdminAction) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!request.user) throw unauthenticated();
    if (!canPerform(request.user.role, action)) {
      throw forbidden(action === 'consulter' ? adminTexts.staffOnly : adminTexts.adminOnly);
    }
  };
}
