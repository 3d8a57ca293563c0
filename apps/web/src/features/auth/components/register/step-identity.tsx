import { useState, type FormEvent } from 'react';
import {
  BIRTH_DATE_PLACEHOLDER,
  formatBirthDateTyping,
  nomSchema,
  parseFrenchBirthDate,
  prenomSchema,
} from '@bonneroute/shared/auth';
import { TextField } from '@/components/ui/text-field';
import { maxLengthOf } from '@/lib/forms/schema-rules';
import type { RegistrationDraft } from './registration-draft';
import { StepActions } from './step-actions';

type Identity = Pick<RegistrationDraft, 'prenom' | 'nom' | 'birthDate'>;
type Errors = Partial<Record<keyof Identity, string>>;

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

/** Step 2: first name, last name, birth date typed dd/mm/yyyy with slashes inserted (spec §2). */
export function StepIdentity({
  initial,
  onNext,
  onBack,
}: {
  initial: Identity;
  onNext: (identity: Identity) => void;
  onBack: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const birth = parseFrenchBirthDate(values.birthDate);
    const found: Errors = {
      prenom: firstIssue(prenomSchema.safeParse(values.prenom)),
      nom: firstIssue(nomSchema.safeParse(values.nom)),
      birthDate: birth.ok ? undefined : birth.error,
    };
    setErrors(found);
    if (!found.prenom && !found.nom && !found.birthDate) {
      onNext({ ...values, prenom: values.prenom.trim(), nom: values.nom.trim() });
    }
  }

  const set = (field: keyof Identity) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label="Prénom"
        autoComplete="given-name"
        maxLength={maxLengthOf(prenomSchema)}
        value={values.prenom}
        onChange={(event) => set('prenom')(event.target.value)}
        error={errors.prenom}
        required
      />
      <TextField
        label="Nom"
        autoComplete="family-name"
        maxLength={maxLengthOf(nomSchema)}
        value={values.nom}
        onChange={(event) => set('nom')(event.target.value)}
        error={errors.nom}
        required
      />
      <TextField
        label="Date de naissance"
        hint="Au format JJ/MM/AAAA, par exemple 17/05/1990"
        autoComplete="bday"
        inputMode="numeric"
        placeholder={BIRTH_DATE_PLACEHOLDER}
        maxLength={BIRTH_DATE_PLACEHOLDER.length}
        value={values.birthDate}
        onChange={(event) => set('birthDate')(formatBirthDateTyping(event.target.value))}
        error={errors.birthDate}
        required
      />
      <StepActions onBack={onBack} />
    </form>
  );
}
