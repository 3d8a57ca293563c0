import { useId } from 'react';
import { Link } from 'react-router';
import { authTexts } from '@bonneroute/shared/auth';
import { buildPath } from '@bonneroute/shared/routes';
import styles from './consent-checkboxes.module.css';

export interface Consent {
  cgu: boolean;
  newsletter: boolean;
}

export const NO_CONSENT: Consent = { cgu: false, newsletter: false };

/** The body fields of POST /register and /register/google for these boxes. */
export function consentBody(consent: Consent) {
  return { cgu: 1 as const, newsletter: consent.newsletter ? (1 as const) : (0 as const) };
}

/**
 * docs/product/accounts.md "Consent at sign-up": two unchecked boxes, the terms and privacy
 * notice (required: the sign-up says so when it is left unchecked) and, apart, the newsletter.
 */
export function ConsentCheckboxes({
  value,
  onChange,
  showError,
}: {
  value: Consent;
  onChange: (consent: Consent) => void;
  showError: boolean;
}) {
  const id = useId();
  const errorId = `${id}-erreur`;
  const invalid = showError && !value.cgu;
  return (
    <fieldset className={styles.consent}>
      <legend className="visually-hidden">Vos accords</legend>
      <label className={styles.box}>
        <input
          type="checkbox"
          name="cgu"
          checked={value.cgu}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => onChange({ ...value, cgu: event.target.checked })}
        />
        <span>
          J’accepte les{' '}
          <Link to={buildPath('conditionsGenerales')} target="_blank">
            conditions générales d’utilisation
          </Link>{' '}
          et la{' '}
          <Link to={buildPath('confidentialite')} target="_blank">
            politique de confidentialité
          </Link>
          .
        </span>
      </label>
      {invalid ? (
        <p id={errorId} className={styles.error} role="alert">
          {authTexts.termsRequired}
        </p>
      ) : null}
      <label className={styles.box}>
        <input
          type="checkbox"
          name="newsletter"
          checked={value.newsletter}
          onChange={(event) => onChange({ ...value, newsletter: event.target.checked })}
        />
        <span>
          Je souhaite recevoir la lettre d’information de BonneRoute (facultatif, désinscription à
          tout moment dans « Mes données »).
        </span>
      </label>
    </fieldset>
  );
}
