import { formatDateFr } from '@bonneroute/shared/dates';
import { Notice } from '@/components/ui/notice';
import { useConsents, useUpdateNewsletter } from '../api/consents';
import styles from './account-rights.module.css';

/**
 * docs/product/accounts.md "Consent at sign-up": the terms version the member accepted, and the
 * newsletter opt-in, withdrawn or given again with one box.
 */
export function ConsentsSection({ userId }: { userId: number }) {
  const consents = useConsents(userId);
  const update = useUpdateNewsletter(userId);
  const current = consents.data;
  return (
    <section className={styles.section} aria-labelledby="consents-title">
      <h2 id="consents-title">Mes accords</h2>
      {consents.isError ? <Notice tone="error">{consents.error.message}</Notice> : null}
      {current ? (
        <>
          <p>
            {current.conditions_version && current.conditions_acceptees_le
              ? `Conditions générales et politique de confidentialité acceptées le ${formatDateFr(current.conditions_acceptees_le.slice(0, 10))} (version du ${formatDateFr(current.conditions_version)}).`
              : 'Votre compte date d’avant l’enregistrement des versions acceptées des conditions générales.'}
          </p>
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              // The box follows the tap at once; the server's answer then confirms it.
              checked={(update.isPending ? update.variables : current.newsletter) === 1}
              onChange={(event) => update.mutate(event.target.checked ? 1 : 0)}
            />
            Recevoir la lettre d’information
          </label>
          <p role="status" className={styles.hint}>
            {update.isSuccess
              ? update.data.newsletter === 1
                ? 'C’est noté : vous recevrez la lettre d’information.'
                : 'C’est noté : vous ne recevrez plus la lettre d’information.'
              : ''}
          </p>
          {update.isError ? <Notice tone="error">{update.error.message}</Notice> : null}
        </>
      ) : null}
    </section>
  );
}
