import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@bonneroute/shared/api';
import { TEST_EMAILS } from './admin-test-emails';
import { sendTestEmail } from './admin-test-emails.service';

/** docs/product/messaging.md admin e-mail test success text. */
const SENT = 'Votre email a été envoyé avec succès';

/** docs/product/messaging.md GET /admin/tests/email-*: a sample of each e-mail, sent to the admin asking. */
export const adminTestEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const name of TEST_EMAILS) {
    app.get(
      `/admin/tests/${name}`,
      {
        preHandler: app.requireRole('ADMIN', 'MANAGER'),
        schema: {
          tags: ['admin'],
          summary: `Envoie un exemple de l’e-mail « ${name} » à l’administrateur`,
          security: [{ bearer: [] }],
          response: {
            200: z.object({ data: z.object({ message: z.string(), email_id: z.number().int() }) }),
            401: errorResponseSchema,
            403: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const id = await sendTestEmail(app.deps, request.user!, name);
        return { data: { message: SENT, email_id: id } };
      },
    );
  }
};
