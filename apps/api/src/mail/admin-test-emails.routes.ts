import { recordAdminAction } from '../audit/audit.repository';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@bonneroute/shared/api';
import { publicUrl } from '../config/env';
import { sampleEmail, TEST_EMAILS } from './admin-test-emails';

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
        const user = request.user!;
        const mail = sampleEmail(name, user.prenom, publicUrl(app.env));
        const { id } = await app.mail.send({
          to: user.email,
          subject: `[Test] ${mail.subject}`,
          html: mail.html,
          text: mail.text,
          template: `test-${name}`,
          utilisateurId: user.id,
        });
        await recordAdminAction(app.db, {
          auteurId: user.id,
          action: 'envoyer-email-test',
          cibleType: 'email',
          cibleId: id,
          details: { modele: name },
        });
        return { data: { message: SENT, email_id: id } };
      },
    );
  }
};
