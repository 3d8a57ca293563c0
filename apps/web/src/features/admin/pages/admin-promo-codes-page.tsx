import { formatInstant } from '@bonneroute/shared/dates';
import { useForm } from 'react-hook-form';
import {
  canPerform,
  createPromoCodeBodySchema,
  type CreatePromoCodeBody,
} from '@bonneroute/shared/admin';
import { formatEuros } from '@bonneroute/shared/pricing';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { bodyResolver } from '@/lib/forms/body-resolver';
import { maxLengthOf, refusesEmpty } from '@/lib/forms/schema-rules';
import { usePageHead } from '@/lib/use-page-head';
import { useCreatePromoCode, usePromoCodes, useTogglePromoCode } from '../api/admin-api';
import styles from '../components/admin.module.css';
import { useTimedMessage } from '@/lib/use-timed-message';
import { plural } from '@bonneroute/shared/french';

const SUCCESS_MS = 7000;
const EMPTY_FORM = {
  code: '',
  montant: '',
  nb_utilisations_max: '',
  montant_max_par_conducteur: '',
  valide_du: '',
  valide_au: '',
};
type PromoForm = typeof EMPTY_FORM;
const fields = createPromoCodeBodySchema.shape;

/** Euros typed by the team ("10" or "7,50") → cents for the API; empty stays empty. */
function toCents(euros: string): string {
  const value = Number(euros.replace(',', '.'));
  return euros.trim() === '' || !Number.isFinite(value)
    ? euros.trim()
    : String(Math.round(value * 100));
}

/** The euros typed become the body's cents, then the server's own schema reads the body. */
const resolver = bodyResolver(createPromoCodeBodySchema, (values: PromoForm) => ({
  ...values,
  montant: toCents(values.montant),
  montant_max_par_conducteur: toCents(values.montant_max_par_conducteur),
}));

/** Beyond docs/product: promo codes are a fuel bonus for the driver of a full trip. */
export default function AdminPromoCodesPage() {
  usePageHead('Administration — codes promo');
  const { user } = useCurrentUser();
  const mayManage = canPerform(user?.role, 'gerer-codes-promo');
  const codes = usePromoCodes();
  const create = useCreatePromoCode();
  const toggle = useTogglePromoCode();
  const form = useForm<PromoForm, unknown, CreatePromoCodeBody>({
    defaultValues: EMPTY_FORM,
    resolver,
  });
  const [invalid] = Object.entries(form.formState.errors);
  const { message: success, show: showSuccess } = useTimedMessage(SUCCESS_MS);

  const field = (name: keyof PromoForm) => ({
    id: `code-${name}`,
    required: refusesEmpty(fields[name]),
    'aria-invalid': form.formState.errors[name] ? true : undefined,
    ...form.register(name),
  });

  const submit = form.handleSubmit((body) => {
    create.mutate(body, {
      onSuccess: (answer) => {
        form.reset(EMPTY_FORM);
        showSuccess(`Le code ${answer.data.code} est créé.`);
      },
    });
  });

  return (
    <section aria-labelledby="admin-codes-title">
      <h1 id="admin-codes-title">Codes promo</h1>
      <p className={styles.muted}>
        Un code offre au conducteur un bonus carburant quand son trajet est complet avec au moins
        deux covoitureurs.
      </p>
      {success ? <Notice tone="success">{success}</Notice> : null}
      {mayManage ? (
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label="Créer un code promo"
          className={styles.grid}
        >
          <label htmlFor="code-code">
            Code
            <input
              {...field('code')}
              maxLength={maxLengthOf(createPromoCodeBodySchema.shape.code)}
              autoComplete="off"
            />
          </label>
          <label htmlFor="code-montant">
            Bonus (€)
            <input {...field('montant')} inputMode="decimal" />
          </label>
          <label htmlFor="code-nb_utilisations_max">
            Nombre de trajets maximum
            <input {...field('nb_utilisations_max')} inputMode="numeric" />
          </label>
          <label htmlFor="code-montant_max_par_conducteur">
            Plafond par conducteur (€)
            <input {...field('montant_max_par_conducteur')} inputMode="decimal" />
          </label>
          <label htmlFor="code-valide_du">
            Valable du
            <input {...field('valide_du')} type="date" />
          </label>
          <label htmlFor="code-valide_au">
            au
            <input {...field('valide_au')} type="date" />
          </label>
          <Button type="submit" disabled={create.isPending}>
            Créer le code
          </Button>
          {invalid ? (
            // The schema's message, named by its field as the server's 422 would.
            <Notice tone="error">{`${invalid[0]} : ${invalid[1]?.message ?? ''}`}</Notice>
          ) : create.isError ? (
            <Notice tone="error">
              {create.error instanceof ApiError
                ? create.error.detail
                : commonTexts.serviceUnavailable}
            </Notice>
          ) : null}
        </form>
      ) : null}
      {codes.isPending ? (
        <Spinner label="Chargement des codes…" />
      ) : codes.isError ? (
        <Notice tone="error">{commonTexts.serviceUnavailable}</Notice>
      ) : codes.data.length === 0 ? (
        <p>Aucun code promo pour le moment.</p>
      ) : (
        <ul className={styles.list} aria-label="Codes promo">
          {codes.data.map((code) => (
            <li key={code.id} className={styles.row}>
              <div className={styles.rowMain}>
                <strong>{code.code}</strong>
                <span className={styles.muted}>
                  {code.montant !== null ? `${formatEuros(code.montant)} de bonus` : 'Sans montant'}
                  {' · '}
                  {code.nb_utilisations_max !== null
                    ? `${code.nb_utilisations} / ${plural(code.nb_utilisations_max, 'utilisation')}`
                    : plural(code.nb_utilisations, 'utilisation')}
                  {' · '}
                  {plural(code.trajets, 'trajet')} · {formatEuros(code.bonus_verses)} versés
                  {code.montant_max_par_conducteur !== null
                    ? ` · plafond ${formatEuros(code.montant_max_par_conducteur)} par conducteur`
                    : ''}
                  {code.valide_du ? ` · du ${formatInstant(code.valide_du, 'date')}` : ''}
                  {code.valide_au ? ` au ${formatInstant(code.valide_au, 'date')}` : ''}
                </span>
              </div>
              <span className={styles.status}>{code.actif ? 'Actif' : 'Désactivé'}</span>
              {mayManage ? (
                <Button
                  size="small"
                  variant="secondary"
                  disabled={toggle.isPending}
                  aria-label={`${code.actif ? 'Désactiver' : 'Activer'} le code ${code.code}`}
                  onClick={() => toggle.mutate({ id: code.id, actif: code.actif ? 0 : 1 })}
                >
                  {code.actif ? 'Désactiver' : 'Activer'}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
