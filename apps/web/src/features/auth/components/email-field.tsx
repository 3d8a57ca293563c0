import { EMAIL_MAX_LENGTH } from '@bonneroute/shared/auth';
import { TextField } from '@/components/ui/text-field';

/** The e-mail input of every account screen (spec §5: max 180). */
export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  return (
    <TextField
      label="Adresse email"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      maxLength={EMAIL_MAX_LENGTH}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      required
    />
  );
}
