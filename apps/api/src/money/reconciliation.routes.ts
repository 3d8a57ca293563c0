import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@bonneroute/shared/api';
import { reconciliationResponseSchema } from '@bonneroute/shared/booking';
import { requireAdminAction } from '../plugins/admin-guard';
import { reconciliationReport } from './reconciliation-report';
import { reconcile } from './reconciliation.service';
import { recoverMoney } from './recovery.service';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };

/** The admin « Rapprochement », for ADMIN and MANAGER. */
export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/rapprochement',
    {
      preHandler: requireAdminAction('consulter'),
      schema: {
        tags: ['administration'],
        summary: 'Relevé du processeur de paiement comparé au grand livre, et écarts trouvés',
        security: [{ bearer: [] }],
        response: { 200: reconciliationResponseSchema, ...errors },
      },
    },
    async () => ({ data: await reconciliationReport(app.deps) }),
  );

  app.post(
    '/admin/rapprochement',
    {
      preHandler: requireAdminAction('consulter'),
      schema: {
        tags: ['administration'],
        summary: 'Reprend les opérations interrompues et relance le rapprochement maintenant',
        security: [{ bearer: [] }],
        response: { 200: reconciliationResponseSchema, ...errors },
      },
    },
    async () => {
      await recoverMoney(app.deps);
      await reconcile(app.deps);
      return { data: await reconciliationReport(app.deps) };
    },
  );
};
