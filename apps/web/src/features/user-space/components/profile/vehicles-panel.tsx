import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  CAR_BRANDS,
  CAR_COLOURS,
  CAR_MODELS,
  userSpaceTexts,
  vehicleBodySchema,
  type FullUser,
} from '@bonneroute/shared/user-space';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { useAddVehicle, useDeleteVehicle } from '../../api/vehicles';
import { SelectField } from './select-field';
import styles from './profile.module.css';

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
type VehicleValues = z.input<typeof vehicleBodySchema>;

/** The server schema's message: a field's, or the whole body's (an unknown car). */
function firstMessage(errors: FieldErrors<VehicleValues>): string {
  const found = Object.values(errors).find((error) => error?.message);
  return found?.message ?? userSpaceTexts.vehicleUnknown;
}

/** docs/product/user-space.md vehicles: add (marque, modèle, couleur from the built-in lists) and delete. */
export function VehiclesPanel({ user }: { user: FullUser }) {
  const empty = {
    marque: '',
    modele: '',
    couleur: '',
    immatriculation: '',
    utilisateur_id: user.id,
  };
  const form = useForm<VehicleValues>({
    defaultValues: empty,
    // The body POST /vehicules validates, utilisateur_id included: the same schema decides here.
    resolver: zodResolver(vehicleBodySchema, undefined, { raw: true }),
  });
  const marque = useWatch({ control: form.control, name: 'marque' });
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const add = useAddVehicle(user.id);
  const remove = useDeleteVehicle(user.id);

  const submit = form.handleSubmit(
    ({ marque, modele, couleur, immatriculation }) => {
      setSuccess(null);
      setError(null);
      add.mutate(
        {
          marque,
          modele,
          couleur,
          ...(typeof immatriculation === 'string' && immatriculation.trim()
            ? { immatriculation }
            : {}),
        },
        {
          onSuccess: () => {
            setSuccess(userSpaceTexts.vehicleSaved);
            form.reset(empty);
          },
          onError: (failure) => setError(failure.message || userSpaceTexts.serviceUnavailable),
        },
      );
    },
    (errors) => {
      setSuccess(null);
      setError(firstMessage(errors));
    },
  );

  return (
    <section aria-labelledby="vehicules-title">
      <h2 id="vehicules-title">Mes véhicules</h2>
      {user.vehicules.length === 0 ? <p>Vous n’avez pas encore enregistré de véhicule.</p> : null}
      <ul className={styles.list}>
        {user.vehicules.map((vehicle) => (
          <li key={vehicle.id} className={styles.item}>
            <span>
              {vehicle.marque} {vehicle.modele} — {vehicle.couleur}
              {vehicle.immatriculation ? ` — ${vehicle.immatriculation}` : ''}
            </span>
            <Button
              variant="danger"
              size="small"
              disabled={remove.isPending}
              onClick={() => remove.mutate(vehicle.id)}
              aria-label={`Supprimer ${vehicle.marque} ${vehicle.modele}`}
            >
              Supprimer
            </Button>
          </li>
        ))}
      </ul>
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Ajouter un véhicule"
      >
        <SelectField
          label="Marque"
          placeholder="Choisissez une marque"
          options={toOptions(CAR_BRANDS)}
          {...form.register('marque', { onChange: () => form.setValue('modele', '') })}
        />
        <SelectField
          label="Modèle"
          placeholder="Choisissez un modèle"
          options={toOptions(CAR_MODELS[marque] ?? [])}
          disabled={!marque}
          {...form.register('modele')}
        />
        <SelectField
          label="Couleur"
          placeholder="Choisissez une couleur"
          options={toOptions(CAR_COLOURS)}
          {...form.register('couleur')}
        />
        <TextField
          label="Immatriculation (facultatif)"
          hint="Vue seulement par vos passagers confirmés, pour trouver la voiture."
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={16}
          {...form.register('immatriculation')}
        />
        {error ? <Notice tone="error">{error}</Notice> : null}
        {success ? <Notice tone="success">{success}</Notice> : null}
        <Button type="submit" disabled={add.isPending}>
          Ajouter le véhicule
        </Button>
      </form>
    </section>
  );
}
