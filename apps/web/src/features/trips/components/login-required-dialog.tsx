import { buildPath } from '@bonneroute/shared/routes';
import { ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** docs/product/accounts.md Booking: a visitor is asked to log in, then comes back to the trip. */
export function LoginRequiredDialog({
  open,
  onClose,
  tripId,
}: {
  open: boolean;
  onClose: () => void;
  tripId: number;
}) {
  const referer = buildPath('covoiturage', { id: tripId });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Connexion requise"
      actions={
        <>
          <ButtonLink to={buildPath('connexion', {}, { referer })}>Me connecter</ButtonLink>
          <ButtonLink to={buildPath('inscription')} variant="secondary">
            Créer un compte
          </ButtonLink>
        </>
      }
    >
      <p>Vous devez être connecté pour réserver ou écrire au conducteur.</p>
    </Dialog>
  );
}
