import { useMemo, useState, type FormEvent } from 'react';
import { countryOptions } from '@bonneroute/shared/user-space';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import type { DriverInfo } from '../api/driver-info';

const EMPTY: DriverInfo = {
  adresse: '',
  ville: '',
  code_postal: '',
  pays_residence: 'FR',
  nationalite: 'FR',
};

/** spec §2, §5: 'Informations complémentaires requises', every field required. */
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
  const [info, setInfo] = useState<DriverInfo>(EMPTY);
  const countries = useMemo(() => countryOptions(), []);
  const complete = Object.values(info).every((value) => value.trim() !== '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) onSave(info);
  };
  const field = (key: keyof DriverInfo) => ({
    value: info[key],
    required: true,
    onChange: (e: { target: { value: string } }) => setInfo({ ...info, [key]: e.target.value }),
  });
  return (
    <Dialog open={open} onClose={onClose} title="Informations complémentaires requises">
      <form onSubmit={submit} aria-label="Informations complémentaires">
        <TextField label="Adresse" maxLength={255} {...field('adresse')} />
        <TextField label="Ville" maxLength={120} {...field('ville')} />
        <TextField label="Code postal" maxLength={10} {...field('code_postal')} />
        {(['pays_residence', 'nationalite'] as const).map((key) => (
          <p key={key}>
            <label htmlFor={`info-${key}`}>
              {key === 'pays_residence' ? 'Pays de résidence' : 'Nationalité'}
            </label>
            <select id={`info-${key}`} {...field(key)}>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.nom}
                </option>
              ))}
            </select>
          </p>
        ))}
        {error ? <Notice tone="error">{error}</Notice> : null}
        <Button type="submit" disabled={!complete || pending}>
          Enregistrer et publier
        </Button>
      </form>
    </Dialog>
  );
}
