import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { isRequired, maxLengthOf } from '@/lib/forms/schema-rules';
import { confirmationError } from './confirmation-error';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';

export interface NewPasswords {
  password: string;
  password_confirmation: string;
}

/**
 * A new password and its confirmation, with show/hide and the live rule checklist (docs/product/accounts.md: * registration step 4 and the reset screen; docs/product/accounts.md rules, `minLength` 8 or 10). `fields` is the
 * server schema's shape: the confirmation must equal the password, so both take its limits.
 */
export function NewPasswordFields({
  label,
  form,
  fields,
  minLength,
}: {
  label: string;
  form: UseFormReturn<NewPasswords>;
  fields: { password: z.ZodType };
  minLength: number;
}) {
  const checklistId = useId();
  const [password, confirmation] = useWatch({
    control: form.control,
    name: ['password', 'password_confirmation'],
  });
  const rules = { maxLength: maxLengthOf(fields.password), required: isRequired(fields.password) };
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        {...form.register('password')}
        {...rules}
        describedBy={checklistId}
      />
      <PasswordChecklist id={checklistId} password={password} minLength={minLength} />
      <PasswordField
        label="Confirmation du mot de passe"
        autoComplete="new-password"
        {...form.register('password_confirmation')}
        {...rules}
        error={confirmationError(password, confirmation)}
      />
    </>
  );
}
