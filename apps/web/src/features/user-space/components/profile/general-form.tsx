import { useEffect, useState, type FormEvent } from 'react';
import { SEXE_OPTIONS } from '@bonneroute/shared/auth';
import {
  MISSING_BIRTH_DATE,
  countryOptions,
  userSpaceTexts,
  type FullUser,
} from '@bonneroute/shared/user-space';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { useSaveProfile, type ProfileForm } from '../../api/save-profile';
import { useTimedMessage } from '../../hooks/use-timed-message';
import { BirthDateDialog } from './birth-date-dialog';
import { SelectField } from './select-field';
import styles from './profile.module.css';

/** spec §9: the profile success banner stays 7 s; the birth-date one 7.5 s. */
const PROFILE_SUCCESS_MS = 7000;
const BIRTH_DATE_SUCCESS_MS = 7500;
const REQUIRED = ['nom', 'prenom', 'nationalite', 'pays_residence'] as const;

const countries = countryOptions().map((country) => ({ value: country.code, label: country.nom }));
const toFrench = (iso: string) => iso.split('-').reverse().join('/');

function initialForm(user: FullUser): ProfileForm {
  return {
    nom: user.nom,
    prenom: user.prenom,
    sexe: user.sexe,
    nationalite: user.nationalite ?? '',
    pays_residence: user.pays_residence ?? '',
    adresse: user.adresse ?? '',
    ville: user.ville ?? '',
    code_postal: user.code_postal ?? '',
  };
}

/** spec §2 Profile edit "general" and §5 Profile save (required fields and message). */
export function GeneralForm({ user }: { user: FullUser }) {
  const [form, setForm] = useState(() => initialForm(user));
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const success = useTimedMessage(PROFILE_SUCCESS_MS);
  const birthSuccess = useTimedMessage(BIRTH_DATE_SUCCESS_MS);
  const noBirthDate = user.date_naissance === MISSING_BIRTH_DATE;
  const [dialogOpen, setDialogOpen] = useState(noBirthDate);
  const save = useSaveProfile(user.id);

  // spec §5: the dialog opens by itself while the date is 0000-00-00.
  useEffect(() => {
    if (noBirthDate) setDialogOpen(true);
  }, [noBirthDate]);

  const set = (key: keyof ProfileForm) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = new Set<string>(REQUIRED.filter((key) => form[key].trim() === ''));
    if (noBirthDate) empty.add('date_naissance');
    setMissing(empty);
    if (empty.size > 0) {
      setError(userSpaceTexts.requiredFields);
      return;
    }
    setError(null);
    save.mutate(form, {
      onSuccess: () => success.show(userSpaceTexts.profileSaved),
      onError: (failure) => setError(failure.message || userSpaceTexts.serviceUnavailable),
    });
  };

  return (
    <>
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label="Informations générales"
      >
        <div className={styles.row}>
          <TextField
            label="Nom"
            value={form.nom}
            maxLength={75}
            autoComplete="family-name"
            onChange={(event) => set('nom')(event.target.value)}
            aria-invalid={missing.has('nom') || undefined}
          />
          <TextField
            label="Prénom"
            value={form.prenom}
            maxLength={75}
            autoComplete="given-name"
            onChange={(event) => set('prenom')(event.target.value)}
            aria-invalid={missing.has('prenom') || undefined}
          />
        </div>
        <SelectField
          label="Sexe"
          value={form.sexe}
          onChange={(event) => set('sexe')(event.target.value)}
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
            variant={missing.has('date_naissance') ? 'danger' : 'secondary'}
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
            value={form.nationalite}
            placeholder="Choisissez"
            onChange={(event) => set('nationalite')(event.target.value)}
            options={countries}
            invalid={missing.has('nationalite')}
          />
          <SelectField
            label="Pays de résidence"
            value={form.pays_residence}
            placeholder="Choisissez"
            onChange={(event) => set('pays_residence')(event.target.value)}
            options={countries}
            invalid={missing.has('pays_residence')}
          />
        </div>
        <TextField
          label="Adresse"
          value={form.adresse}
          maxLength={255}
          autoComplete="street-address"
          onChange={(event) => set('adresse')(event.target.value)}
        />
        <div className={styles.row}>
          <TextField
            label="Ville"
            value={form.ville}
            maxLength={120}
            autoComplete="address-level2"
            onChange={(event) => set('ville')(event.target.value)}
          />
          <TextField
            label="Code postal"
            value={form.code_postal}
            maxLength={10}
            autoComplete="postal-code"
            onChange={(event) => set('code_postal')(event.target.value)}
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
