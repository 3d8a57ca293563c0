import { useId } from 'react';
import { PASSWORD_MAX_LENGTH } from '@bonneroute/shared/auth';
import { confirmationError } from './confirmation-error';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';

/**
 * A new password and its confirmation, with show/hide and the live rule checklist (spec §2
 * registration step 4 and the reset screen; spec §5 rules, `minLength` 8 or 10).
 */
export function NewPasswordFields({
  label,
  password,
  confirmation,
  minLength,
  onPasswordChange,
  onConfirmationChange,
}: {
  label: string;
  password: string;
  confirmation: string;
  minLength: number;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
}) {
  const checklistId = useId();
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        describedBy={checklistId}
      />
      <PasswordChecklist id={checklistId} password={password} minLength={minLength} />
      <PasswordField
        label="Confirmation du mot de passe"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={confirmation}
        onChange={(event) => onConfirmationChange(event.target.value)}
        error={confirmationError(password, confirmation)}
      />
    </>
  );
}
