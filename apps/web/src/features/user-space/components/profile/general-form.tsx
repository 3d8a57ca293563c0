import { useEffect, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SEXE_OPTIONS } from '@bonneroute/shared/auth';
import {
  MISSING_BIRTH_DATE,
  countryOptions,
  profileFormSchema,
  userSpaceTexts,
  type FullUser,
  type ProfileFormValues,
} from '@bonneroute/shared/user-space';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { textRules } from '@/lib/forms/schema-rules';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useSaveProfile } from '../../api/save-profile';
import { BirthDateDialog } from './birth-date-dialog';
import { SelectField } from './select-field';
import styles from './profile.module.css';

/** docs/product/user-space.md: the profile success banner stays 7 s; the birth-date one 7.5 s. */
const PROFILE_SUCCESS_MS = 7000;
const BIRTH_DATE_SUCCESS_MS = 7500;
const fields = profileFormSchema.shape;

const countries = countryOptions().map((country) => ({ value: country.code, label: country.nom }));
const toFrench = (iso: string) => iso.split('-').reverse().join('/');

function initialForm(user: FullUser): ProfileFormValues {
  return {
    nom: user.nom,
    prenom: user.prenom,
    sexe: user.sexe as ProfileFormValues['sexe'],
    nationalite: user.nationalite ?? '',
    pays_residence: user.pays_residence ?? '',
    adresse: user.adresse ?? '',
    ville: user.ville ?? '',
    code_postal: user.code_postal ?? '',
  };
}

/**
 * docs/product/user-space.md: an empty required field shows the documented single message; any other refusal (a name
 * too long, a country not in the list) shows the server schema's own message.
 */
function errorMessage(errors: FieldErrors<ProfileFormValues>, values: ProfileFormValues): string {
  const keys = Object.keys(errors) as (keyof ProfileFormValues)[];
  if (keys.some((key) => (values[key] ?? '').trim() === '')) return userSpaceTexts.requiredFields;
  return errors[keys[0]!]?.message ?? userSpaceTexts.requiredFields;
}

/** docs/product/user-space.md Profile edit "general" Profile save (required fields and message). */
export function GeneralForm({ user }: { user: FullUser }) {
  const form = useForm<ProfileFormValues>({
    defaultValues: initialForm(user),
    // raw: the save sends the typed strings; the schema only decides whether they are accepted.
    resolver: zodResolver(profileFormSchema, undefined, { raw: true }),
  });
  const { errors } = form.formState;
  const [error, setError] = useState<string | null>(null);
  const [birthDateMissing, setBirthDateMissing] = useState(false);
  const success = useTimedMessage(PROFILE_SUCCESS_MS);
  const birthSuccess = useTimedMessage(BIRTH_DATE_SUCCESS_MS);
  const noBirthDate = user.date_naissance === MISSING_BIRTH_DATE;
  const [dialogOpen, setDialogOpen] = useState(noBirthDate);
  const save = useSaveProfile(user.id);

  // docs/product/user-space.md: the dialog opens by itself while the date is 0000-00-00.
  useEffect(() => {
    if (noBirthDate) setDialogOpen(true);
  }, [noBirthDate]);

  const submit = form.handleSubmit(
    (values) => {
      setBirthDateMissing(noBirthDate);
      if (noBirthDate) {
        setError(userSpaceTexts.requiredFields);
        return;
      }
      setError(null);
      save.mutate(
        {
          ...values,
          adresse: values.adresse ?? '',
          ville: values.ville ?? '',
          code_postal: values.code_postal ?? '',
        },
        {
          onSuccess: () => success.show(userSpaceTexts.profileSaved),
          onError: (failure) => setError(failure.message || userSpaceTexts.serviceUnavailable),
        },
      );
    },
    (invalid) => {
      setBirthDateMissing(noBirthDate);
      setError(errorMessage(invalid, form.getValues()));
    },
  );
  const invalid = (key: keyof ProfileFormValues) => (errors[key] ? true : undefined);

  return (
    <>
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Informations générales"
      >
        <div className={styles.row}>
          <TextField
            label="Nom"
            {...textRules(fields.nom)}
            autoComplete="family-name"
            {...form.register('nom')}
            aria-invalid={invalid('nom')}
          />
          <TextField
            label="Prénom"
            {...textRules(fields.prenom)}
            autoComplete="given-name"
            {...form.register('prenom')}
            aria-invalid={invalid('prenom')}
          />
        </div>
        <SelectField
          label="Sexe"
          {...form.register('sexe')}
          options={SEXE_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
        />
        <div className={styles.inline}>
          <span>
            <strong>Date de naissance : </strong>
            <span data-testid="date-naissance">
              {noBirthDate ? 'non renseignée' : toFrench(user.date_naissance)}
            </span>
          </span>
          <Button
            variant={birthDateMissing ? 'danger' : 'secondary'}
            size="small"
            onClick={() => setDialogOpen(true)}
          >
            Modifier ma date de naissance
          </Button>
        </div>
        {birthSuccess.message ? <Notice tone="success">{birthSuccess.message}</Notice> : null}
        <div className={styles.row}>
          <SelectField
            label="Nationalité"
            placeholder="Choisissez"
            {...form.register('nationalite')}
            options={countries}
            invalid={Boolean(errors.nationalite)}
          />
          <SelectField
            label="Pays de résidence"
            placeholder="Choisissez"
            {...form.register('pays_residence')}
            options={countries}
            invalid={Boolean(errors.pays_residence)}
          />
        </div>
        <TextField
          label="Adresse"
          {...textRules(fields.adresse)}
          autoComplete="street-address"
          {...form.register('adresse')}
          aria-invalid={invalid('adresse')}
        />
        <div className={styles.row}>
          <TextField
            label="Ville"
            {...textRules(fields.ville)}
            autoComplete="address-level2"
            {...form.register('ville')}
            aria-invalid={invalid('ville')}
          />
          <TextField
            label="Code postal"
            hint="5 chiffres en France, 4 en Belgique, au Luxembourg et en Suisse (pays de résidence)."
            {...textRules(fields.code_postal)}
            autoComplete="postal-code"
            {...form.register('code_postal')}
            aria-invalid={invalid('code_postal')}
          />
        </div>
        {!user.mobile ? (
          <p>Pensez à renseigner et vérifier votre mobile dans l’onglet Téléphone.</p>
        ) : null}
        {error ? <Notice tone="error">{error}</Notice> : null}
        {success.message ? (
          <Notice tone="success" title={userSpaceTexts.modificationDone}>
            {success.message}
          </Notice>
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          Enregistrer
        </Button>
      </form>
      <BirthDateDialog
        userId={user.id}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onSaved={() => {
          setDialogOpen(false);
          birthSuccess.show(userSpaceTexts.birthDateSaved);
        }}
      />
    </>
  );
}
