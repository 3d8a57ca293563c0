import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  BIRTH_DATE_PLACEHOLDER,
  formatBirthDateTyping,
  registerIdentityStepSchema,
} from '@bonneroute/shared/auth';
import { TextField } from '@/components/ui/text-field';
import { isRequired, maxLengthOf } from '@/lib/forms/schema-rules';
import { CHECK_ON_SUBMIT } from '../form-options';
import type { RegistrationDraft } from './registration-draft';
import { StepActions } from './step-actions';

type Identity = Pick<RegistrationDraft, 'prenom' | 'nom' | 'birthDate' | 'date_naissance'>;
type Typed = z.input<typeof registerIdentityStepSchema>;
type Parsed = z.output<typeof registerIdentityStepSchema>;

const fields = registerIdentityStepSchema.shape;
const rules = (schema: z.ZodType) => ({
  maxLength: maxLengthOf(schema),
  required: isRequired(schema),
});

/**
 * Step 2: first name, last name, birth date typed dd/mm/yyyy with slashes inserted (docs/product/accounts.md),
 * checked with POST /register's rules for them; the date goes on as yyyy-mm-dd.
 */
export function StepIdentity({
  initial,
  onNext,
  onBack,
}: {
  initial: Identity;
  onNext: (identity: Identity) => void;
  onBack: () => void;
}) {
  const form = useForm<Typed, unknown, Parsed>({
    ...CHECK_ON_SUBMIT,
    defaultValues: { prenom: initial.prenom, nom: initial.nom, date_naissance: initial.birthDate },
    resolver: zodResolver(registerIdentityStepSchema),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((identity) =>
    onNext({ ...identity, birthDate: form.getValues('date_naissance') }),
  );
  const birthDate = form.register('date_naissance');

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Prénom"
        autoComplete="given-name"
        {...form.register('prenom')}
        {...rules(fields.prenom)}
        error={errors.prenom?.message}
      />
      <TextField
        label="Nom"
        autoComplete="family-name"
        {...form.register('nom')}
        {...rules(fields.nom)}
        error={errors.nom?.message}
      />
      <TextField
        label="Date de naissance"
        hint="Au format JJ/MM/AAAA, par exemple 17/05/1990"
        autoComplete="bday"
        inputMode="numeric"
        placeholder={BIRTH_DATE_PLACEHOLDER}
        {...birthDate}
        onChange={(event) => {
          event.target.value = formatBirthDateTyping(event.target.value);
          return birthDate.onChange(event);
        }}
        {...rules(fields.date_naissance)}
        error={errors.date_naissance?.message}
      />
      <StepActions onBack={onBack} />
    </form>
  );
}
