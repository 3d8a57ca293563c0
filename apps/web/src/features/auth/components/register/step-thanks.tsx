import { capitalise } from '@bonneroute/shared/auth';
import { ResendValidationButton } from '../resend-validation-button';

/** Step 5: a mail was sent to validate the e-mail (docs/product/accounts.md). */
export function StepThanks({ email, prenom }: { email: string; prenom: string }) {
  return (
    <div>
      <p>
        Bienvenue {capitalise(prenom)} ! Un mail vient de vous être envoyé à{' '}
        <strong>{email}</strong> pour valider votre adresse email. Cliquez sur le lien qu’il
        contient pour activer votre compte.
      </p>
      <p>Rien reçu après quelques minutes ? Regardez dans vos indésirables, ou :</p>
      <ResendValidationButton email={email} />
    </div>
  );
}
