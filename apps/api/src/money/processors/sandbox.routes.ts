import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@bonneroute/shared/api';
import { bookingTexts } from '@bonneroute/shared/booking';
import { formatEuros } from '@bonneroute/shared/pricing';
import { escapeHtml } from '../../lib/escape-html';
import { SandboxProvider } from './sandbox-provider';

const params = z.object({ reference: text().regex(/^sbx_[\w-]{10,60}$/) });

function page(title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f6f8;color:#1d2b36;margin:0;padding:24px}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0002}
button{font:inherit;padding:12px 20px;border-radius:999px;border:0;margin:8px 8px 0 0;cursor:pointer}
.ok{background:#0b6e4f;color:#fff}.ko{background:#e4e7eb}</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The sandbox's 3-D Secure challenge (PAYMENT_PROVIDER=sandbox only): the page a bank would show.
 * The reference in the URL is an unguessable secret, as the bank's challenge link is.
 */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const sandbox = app.payments;
  if (!(sandbox instanceof SandboxProvider)) return;

  app.get('/sandbox/3ds/:reference', { schema: { hide: true, params } }, async (request, reply) => {
    const operation = await sandbox.find(request.params.reference);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!operation || operation.etat !== 'CHALLENGE')
      return reply
        .code(404)
        .send(page(bookingTexts.challengeTitle, '<h1>Opération inconnue ou terminée</h1>'));
    const action = `/api/sandbox/3ds/${escapeHtml(operation.reference)}`;
    return page(
      bookingTexts.challengeTitle,
      `<h1>${escapeHtml(bookingTexts.challengeTitle)}</h1>
<p>Banque de test BonneRoute. Confirmez le paiement de <strong>${escapeHtml(formatEuros(operation.montant))}</strong>
avec la carte se terminant par ${escapeHtml(operation.carte_fin)}.</p>
<form method="post" action="${action}"><input type="hidden" name="resultat" value="ok">
<button class="ok" type="submit">Valider le paiement</button></form>
<form method="post" action="${action}"><input type="hidden" name="resultat" value="echec">
<button class="ko" type="submit">Refuser</button></form>`,
    );
  });

  app.post(
    '/sandbox/3ds/:reference',
    {
      // A bank's page posts to itself: the secret reference stands in for the CSRF token.
      config: { csrf: false },
      schema: { hide: true, params, body: z.object({ resultat: z.enum(['ok', 'echec']) }) },
    },
    async (request, reply) => {
      const back = await sandbox.completeChallenge(
        request.params.reference,
        request.body.resultat === 'ok',
      );
      if (!back)
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(page(bookingTexts.challengeTitle, '<h1>Opération inconnue ou terminée</h1>'));
      // The embedded sandbox lives on our own origin: go back by path, whatever the host name.
      const url = new URL(back, 'http://sandbox.invalid');
      return reply.redirect(`${url.pathname}${url.search}`, 303);
    },
  );
};
