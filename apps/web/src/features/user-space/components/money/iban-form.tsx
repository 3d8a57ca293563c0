import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { buildPath } from '@bonneroute/shared/routes';
import {
  IBAN_PLACEHOLDER,
  countryOptions,
  ibanBodySchema,
  userSpaceTexts,
  type FullUser,
} from '@bonneroute/shared/user-space';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { textRules } from '@/lib/forms/schema-rules';
import { useSaveIban, type IbanForm as Form, type SavedIban } from '../../api/iban';
import { SelectField } from '../profile/select-field';
import styles from '../profile/profile.module.css';

/** docs/product/booking-and-money.md: IBAN success, then back to /utilisateurs after 7.5 s. */
export const IBAN_REDIRECT_MS = 7500;
const countries = countryOptions().map((country) => ({ value: country.code, label: country.nom }));
const fields = ibanBodySchema.shape;

type ProfileAddress = Pick<FullUser, 'adresse' | 'ville' | 'code_postal' | 'pays_residence'>;

/**
 * The saved holder, or for a first IBAN the profile's address and country of residence, so a
 * member in Namur is not offered France with a Belgian postcode (which the country would refuse).
 */
function initial(saved: SavedIban | null, profile: ProfileAddress | null): Form {
  return {
    iban: '',
    prenom: saved?.prenom ?? '',
    nom: saved?.nom ?? '',
    adresse: saved?.adresse ?? profile?.adresse ?? '',
    ville: saved?.ville ?? profile?.ville ?? '',
    code_postal: saved?.code_postal ?? profile?.code_postal ?? '',
    pays: saved?.pays ?? profile?.pays_residence ?? 'FR',
  };
}

/** docs/product/booking-and-money.md "Mon IBAN" IBAN form: add or edit, masked display of the saved one. */
export function IbanForm({
  userId,
  saved,
  profile = null,
}: {
  userId: number;
  saved: SavedIban | null;
  profile?: ProfileAddress | null;
}) {
  const form = useForm<Form>({
    defaultValues: initial(saved, profile),
    // raw: the typed values are sent; the server's ibanBodySchema decides whether they are valid.
    resolver: zodResolver(ibanBodySchema, undefined, { raw: true }),
  });
  const [editing, setEditing] = useState(saved === null);
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const save = useSaveIban(userId);
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // docs/product/booking-and-money.md: Valider is disabled when iban, nom, prenom or pays is empty.
  const watched = useWatch({ control: form.control, name: ['iban', 'nom', 'prenom', 'pays'] });
  const canSubmit = watched.every((value) => value.trim() !== '');

  const submit = form.handleSubmit(
    (typed) => {
      setMissing(new Set());
      setError(null);
      save.mutate(typed, {
        onSuccess: () => {
          setSuccess(true);
          setEditing(false);
          timer.current = window.setTimeout(
            () => navigate(buildPath('homeUtilisateurs')),
            IBAN_REDIRECT_MS,
          );
        },
        onError: (failure) => setError(failure.message || userSpaceTexts.serviceUnavailable),
      });
    },
    (errors) => {
      // docs/product/booking-and-money.md: empty fields first (the one required message), then the IBAN's checksum.
      const typed = form.getValues();
      const keys = Object.keys(errors) as (keyof Form)[];
      const empty = keys.filter((key) => typed[key].trim() === '');
      setMissing(new Set(empty.length > 0 ? empty : keys));
      setError(
        empty.length > 0
          ? userSpaceTexts.requiredFields
          : (errors[keys[0]!]?.message ?? userSpaceTexts.requiredFields),
      );
    },
  );

  const field = (key: keyof Form, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      {...textRules(fields[key])}
      {...extra}
      {...form.register(key)}
      aria-invalid={missing.has(key) || undefined}
    />
  );

  return (
    <section aria-labelledby="iban-title" className={styles.form}>
      <h2 id="iban-title">Mon IBAN</h2>
      {success ? <Notice tone="success">{userSpaceTexts.ibanSaved}</Notice> : null}
      {saved && !editing ? (
        <div>
          <p>
            IBAN enregistré : <strong data-testid="iban-masque">{saved.IBAN}</strong>
          </p>
          <p>
            Titulaire : {saved.prenom} {saved.nom}
          </p>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Modifier mon IBAN
          </Button>
        </div>
      ) : (
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label="Coordonnées bancaires"
        >
          {field('iban', 'IBAN', { placeholder: IBAN_PLACEHOLDER, autoComplete: 'off' })}
          <div className={styles.row}>
            {field('prenom', 'Prénom du titulaire')}
            {field('nom', 'Nom du titulaire')}
          </div>
          {field('adresse', 'Adresse')}
          <div className={styles.row}>
            {field('ville', 'Ville')}
            {field('code_postal', 'Code postal', {
              hint: '5 chiffres en France, 4 en Belgique, au Luxembourg et en Suisse.',
            })}
          </div>
          <SelectField label="Pays" options={countries} {...form.register('pays')} />
          {error ? <Notice tone="error">{error}</Notice> : null}
          <Button type="submit" disabled={!canSubmit || save.isPending}>
            Valider
          </Button>
        </form>
      )}
    </section>
  );
}
