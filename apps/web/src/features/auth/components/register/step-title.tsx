import { useState, type FormEvent } from 'react';
import { authTexts, SEXE_OPTIONS, type Sexe } from '@bonneroute/shared/auth';
import fieldStyles from '@/components/ui/field.module.css';
import styles from './step-title.module.css';
import { StepActions } from './step-actions';

/** Step 3: Madame, Monsieur or Ni l'un ni l'autre (spec §2, §9 sexe F/M/X). */
export function StepTitle({
  initial,
  onNext,
  onBack,
}: {
  initial: Sexe | '';
  onNext: (sexe: Sexe) => void;
  onBack: () => void;
}) {
  const [sexe, setSexe] = useState<Sexe | ''>(initial);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sexe) onNext(sexe);
    else setError(authTexts.sexeRequired);
  }

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className={styles.choices} aria-describedby={error ? 'civilite-erreur' : undefined}>
        <legend className="visually-hidden">Civilité</legend>
        {SEXE_OPTIONS.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name="sexe"
              value={option.value}
              checked={sexe === option.value}
              onChange={() => {
                setSexe(option.value);
                setError(null);
              }}
            />
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
