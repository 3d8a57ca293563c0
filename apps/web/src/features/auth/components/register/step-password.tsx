import { useId, useState, type FormEvent } from 'react';
import {
  authTexts,
  parseFrenchBirthDate,
  passwordProblem,
  REGISTRATION_PASSWORD_MIN_LENGTH,
} from '@bonneroute/shared/auth';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';
import { registerAccount } from '../../api/register';
import { confirmationError } from '../confirmation-error';
import { PasswordChecklist } from '../password-checklist';
import { PasswordField } from '../password-field';
import { ResendValidationButton } from '../resend-validation-button';
import type { RegistrationDraft } from './registration-draft';
import styles from '../auth-card.module.css';

/**
 * Step 4: password and confirmation with show/hide and the live checklist; "C'est parti !" is
 * enabled once they match (and the rules hold), then POST /register.
 */
export function StepPassword({
  draft,
  onRegistered,
  onBack,
}: {
  draft: RegistrationDraft;
  onRegistered: () => void;
  onBack: () => void;
}) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [sending, setSending] = useState(false);
  const checklistId = useId();
  const ready =
    password !== '' &&
    password === confirmation &&
    !passwordProblem(password, REGISTRATION_PASSWORD_MIN_LENGTH);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const birth = parseFrenchBirthDate(draft.birthDate);
    if (!ready || !birth.ok || !draft.sexe) return;
    setSending(true);
    setError(null);
    try {
      await registerAccount({
        nom: draft.nom,
        prenom: draft.prenom,
        email: draft.email,
        sexe: draft.sexe,
        date_naissance: birth.iso,
        password,
        password_confirmation: confirmation,
      });
      onRegistered();
    } catch (caught) {
      setError(
        caught instanceof ApiError ? caught : new ApiError(0, commonTexts.genericError, null),
      );
      setSending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <PasswordField
        label="Mot de passe"
        autoComplete="new-password"
        maxLength={48}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        describedBy={checklistId}
      />
      <PasswordChecklist
        id={checklistId}
        password={password}
        minLength={REGISTRATION_PASSWORD_MIN_LENGTH}
      />
      <PasswordField
        label="Confirmation du mot de passe"
        autoComplete="new-password"
        maxLength={48}
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={confirmationError(password, confirmation)}
      />
      {error ? <Notice tone="error">{error.detail}</Notice> : null}
      {error?.code === 'email_not_activated' ? (
        <ResendValidationButton email={draft.email} />
      ) : null}
      <div className={styles.row}>
        <Button variant="ghost" onClick={onBack}>
          Retour
        </Button>
        <Button type="submit" variant="accent" disabled={!ready || sending}>
          {sending ? 'Inscription…' : authTexts.registerSubmit}
        </Button>
      </div>
    </form>
  );
}
