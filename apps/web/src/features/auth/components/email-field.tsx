import type { UseFormRegisterReturn } from 'react-hook-form';
import { emailSchema } from '@bonneroute/shared/auth';
import { TextField } from '@/components/ui/text-field';
import { isRequired, maxLengthOf } from '@/lib/forms/schema-rules';

/**
 * The e-mail input of every account screen. Each of their body schemas takes `emailSchema`, so
 * the limits read here are the ones the server applies (docs/product/accounts.md: required, max 180).
 */
export function EmailField({
  error,
  ...registered
}: UseFormRegisterReturn & { error?: string | null }) {
  return (
    <TextField
      label="Adresse email"
      type="email"
      autoComplete="email"
      inputMode="email"
      {...registered}
      maxLength={maxLengthOf(emailSchema)}
      required={isRequired(emailSchema)}
      error={error}
    />
  );
}
