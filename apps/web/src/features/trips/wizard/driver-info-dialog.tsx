import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  countryOptions,
  driverInfoFormSchema,
  type DriverInfoFormValues,
} from '@bonneroute/shared/user-space';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { textRules } from '@/lib/forms/schema-rules';
import type { DriverInfo } from '../api/driver-info';

const EMPTY: DriverInfo = {
  adresse: '',
  ville: '',
  code_postal: '',
  pays_residence: 'FR',
  nationalite: 'FR',
};
const fields = driverInfoFormSchema.shape;
const POSTCODE_HINT =
  'Celui du pays de résidence : 5 chiffres en France, 4 en Belgique, au Luxembourg et en Suisse.';

/** docs/product/trips-and-search.md: 'Informations complémentaires requises', every field required (the server's schema). */
export function DriverInfoDialog({
  open,
  onClose,
  onSave,
  error,
  pending,
}: {
  open: boolean;
  onClose: () => void;
  onSave: (info: DriverInfo) => void;
  error: string | null;
  pending: boolean;
}) {
  const form = useForm<DriverInfoFormValues, unknown, DriverInfo>({
    defaultValues: EMPTY,
    mode: 'onChange',
    // raw: the dialog sends the typed values; the schema decides whether they are complete.
    resolver: zodResolver(driverInfoFormSchema, undefined, { raw: true }),
  });
  const countries = useMemo(() => countryOptions(), []);
  const submit = form.handleSubmit((info) => onSave(info));
  // A postcode that does not fit the country of residence (4 digits in Belgium…) says why the
  // button stays disabled; an empty one is simply missing, like the other fields.
  const postcodeError = form.formState.errors.code_postal;
  const postcodeTyped = (form.watch('code_postal') ?? '').trim() !== '';
  return (
    <Dialog open={open} onClose={onClose} title="Informations complémentaires requises">
      <form onSubmit={(event) => void submit(event)} aria-label="Informations complémentaires">
        <TextField
          label="Adresse"
          required
          {...textRules(fields.adresse)}
          {...form.register('adresse')}
        />
        <TextField
          label="Ville"
          required
          {...textRules(fields.ville)}
          {...form.register('ville')}
        />
        <TextField
          label="Code postal"
          required
          hint={POSTCODE_HINT}
          error={postcodeTyped ? postcodeError?.message : undefined}
          {...textRules(fields.code_postal)}
          {...form.register('code_postal')}
        />
        {(['pays_residence', 'nationalite'] as const).map((key) => (
          <p key={key}>
            <label htmlFor={`info-${key}`}>
              {key === 'pays_residence' ? 'Pays de résidence' : 'Nationalité'}
            </label>
            <select
              id={`info-${key}`}
              required
              {...form.register(key, key === 'pays_residence' ? { deps: ['code_postal'] } : {})}
            >
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.nom}
                </option>
              ))}
            </select>
          </p>
        ))}
        {error ? <Notice tone="error">{error}</Notice> : null}
        <Button type="submit" disabled={!form.formState.isValid || pending}>
          Enregistrer et publier
        </Button>
      </form>
    </Dialog>
  );
}
