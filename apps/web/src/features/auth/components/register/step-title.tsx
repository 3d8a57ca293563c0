import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerTitleStepSchema, SEXE_OPTIONS, type Sexe } from '@bonneroute/shared/auth';
import fieldStyles from '@/components/ui/field.module.css';
import { CHECK_ON_SUBMIT } from '../form-options';
import styles from './step-title.module.css';
import { StepActions } from './step-actions';

/**
 * Step 3: Madame, Monsieur or Ni l'un ni l'autre (docs/product/accounts.md: sexe F/M/X), POST /register's
 * `sexe` rule; a missing choice shows its message until one is picked.
 */
export function StepTitle({
  initial,
  onNext,
  onBack,
}: {
  initial: Sexe | '';
  onNext: (sexe: Sexe) => void;
  onBack: () => void;
}) {
  const form = useForm<{ sexe: Sexe }>({
    ...CHECK_ON_SUBMIT,
    // No choice yet: nothing checked, and the schema asks for one.
    defaultValues: { sexe: initial || undefined },
    resolver: zodResolver(registerTitleStepSchema),
  });
  const error = form.formState.errors.sexe?.message;
  const submit = form.handleSubmit(({ sexe }) => onNext(sexe));
  const sexe = form.register('sexe', { onChange: () => form.clearErrors('sexe') });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={styles.choices} aria-describedby={error ? 'civilite-erreur' : undefined}>
        <legend className="visually-hidden">Civilité</legend>
        {SEXE_OPTIONS.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input type="radio" value={option.value} {...sexe} />
            {option.label}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p id="civilite-erreur" className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
      <StepActions onBack={onBack} />
    </form>
  );
}
