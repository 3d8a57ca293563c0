import { useParams } from 'react-router';
import { idSchema } from '@bonneroute/shared/api';
import { buildPath } from '@bonneroute/shared/routes';
import { ButtonLink } from '@/components/ui/button';
import { usePageHead } from '@/lib/use-page-head';
import styles from './messaging-info-page.module.css';

/**
 * docs/product/messaging.md#when-the-live-service-is-down: `/info-messagerie/{token}`, the page the
 * chat links to while its live connection is down. The token is the trip's id (trip pages are
 * public: it reveals nothing); any other token still gets the explanation, without trip links.
 */
export default function MessagingInfoPage() {
  const { token = '' } = useParams();
  const tripId = idSchema.safeParse(token).success ? token : null;
  usePageHead('Messagerie momentanément interrompue');
  return (
    <div className={`container page ${styles.page}`}>
      <h1>Messagerie momentanément interrompue</h1>
      <p className={styles.lead}>
        La discussion en direct de BonneRoute a été coupée quelques instants. Elle se rétablit
        d’elle-même : vous n’avez rien à faire pour la relancer.
      </p>

      <section aria-labelledby="info-messages">
        <h2 id="info-messages">Vos messages</h2>
        <ul className={styles.list}>
          <li>
            Un message qui s’affiche dans la discussion est enregistré : il n’est pas perdu, et vos
            co-voyageurs le voient dès que leur connexion revient.
          </li>
          <li>
            Les messages reçus pendant la coupure s’affichent tout seuls au retour de la connexion,
            à leur place dans la conversation.
          </li>
          <li>
            Un message que vous avez écrit mais qui ne s’affiche pas n’a pas été envoyé : envoyez-le
            de nouveau.
          </li>
        </ul>
      </section>

      <section aria-labelledby="info-reservation">
        <h2 id="info-reservation">Votre trajet et votre paiement</h2>
        <p>
          La coupure ne touche que la discussion. Les trajets, les réservations, les paiements et
          les remboursements continuent normalement, et les notifications importantes vous sont
          aussi envoyées par e-mail.
        </p>
      </section>

      <section aria-labelledby="info-urgence">
        <h2 id="info-urgence">Le jour du départ</h2>
        <p>
          Si vous devez prévenir d’un retard ou convenir du point de rendez-vous et que la
          discussion ne répond toujours pas, appelez votre conducteur ou votre passager : son numéro
          est donné aux voyageurs confirmés sur la page du trajet. Pour toute autre question,
          écrivez-nous avec le formulaire de contact.
        </p>
      </section>

      <div className={styles.actions}>
        {tripId ? (
          <>
            <ButtonLink to={buildPath('chat', { id: tripId })}>Rouvrir la discussion</ButtonLink>
            <ButtonLink to={buildPath('covoiturage', { id: tripId })} variant="secondary">
              Voir le trajet
            </ButtonLink>
          </>
        ) : (
          <ButtonLink to={buildPath('trajetsUtilisateurs')}>Voir mes trajets</ButtonLink>
        )}
        <ButtonLink to="/" variant="secondary">
          Retour à l’accueil
        </ButtonLink>
      </div>
    </div>
  );
}
