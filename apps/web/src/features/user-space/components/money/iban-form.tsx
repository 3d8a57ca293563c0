import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { buildPath } from '@bonneroute/shared/routes';
import {
  IBAN_PLACEHOLDER,
  countryOptions,
  isIban,
  userSpaceTexts,
} from '@bonneroute/shared/user-space';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { useSaveIban, type IbanForm as Form, type SavedIban } from '../../api/iban';
import { SelectField } from '../profile/select-field';
import styles from '../profile/profile.module.css';

/** spec §9: IBAN success, then back to /utilisateurs after 7.5 s. */
export const IBAN_REDIRECT_MS = 7500;
const countries = countryOptions().map((country) => ({ value: country.code, label: country.nom }));
const REQUIRED = ['iban', 'nom', 'prenom', 'adresse', 'ville', 'code_postal'] as const;

function initial(saved: SavedIban | null): Form {
  return {
    iban: '',
    prenom: saved?.prenom ?? '',
    nom: saved?.nom ?? '',
    adresse: saved?.adresse ?? '',
    ville: saved?.ville ?? '',
    code_postal: saved?.code_postal ?? '',
    pays: saved?.pays ?? 'FR',
  };
}

/** spec §2 "Mon IBAN" and §5 IBAN form: add or edit, masked display of the saved one. */
export function IbanForm({ userId, saved }: { userId: number; saved: SavedIban | null }) {
  const [form, setForm] = useState(() => initial(saved));
  const [editing, setEditing] = useState(saved === null);
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const save = useSaveIban(userId);
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const set = (key: keyof Form) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));
  // spec §5: Valider is disabled when iban, nom, prenom or pays is empty.
  const canSubmit = Boolean(form.iban.trim() && form.nom.trim() && form.prenom.trim() && form.pays);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = new Set<string>(REQUIRED.filter((key) => form[key].trim() === ''));
    setMissing(empty);
    if (empty.size > 0) return setError(userSpaceTexts.requiredFields);
    if (!isIban(form.iban)) {
      setMissing(new Set(['iban']));
      return setError(userSpaceTexts.ibanInvalid);
    }
    setError(null);
    save.mutate(form, {
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
  };

  const field = (key: keyof Form, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={form[key]}
      onChange={(event) => set(key)(event.target.value)}
      aria-invalid={missing.has(key) || undefined}
      {...extra}
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
        <form onSubmit={submit} noValidate aria-label="Coordonnées bancaires">
          {field('iban', 'IBAN', { placeholder: IBAN_PLACEHOLDER, autoComplete: 'off' })}
          <div className={styles.row}>
            {field('prenom', 'Prénom du titulaire', { maxLength: 75 })}
            {field('nom', 'Nom du titulaire', { maxLength: 75 })}
          </div>
          {field('adresse', 'Adresse', { maxLength: 255 })}
          <div className={styles.row}>
            {field('ville', 'Ville', { maxLength: 120 })}
            {field('code_postal', 'Code postal', { maxLength: 10 })}
          </div>
          <SelectField
            label="Pays"
            value={form.pays}
            options={countries}
            onChange={(event) => set('pays')(event.target.value)}
          />
          {error ? <Notice tone="error">{error}</Notice> : null}
          <Button type="submit" disabled={!canSubmit || save.isPending}>
            Valider
          </Button>
        </form>
      )}
    </section>
  );
}
