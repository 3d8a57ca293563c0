import { useState, type FormEvent } from 'react';
import {
  CAR_BRANDS,
  CAR_COLOURS,
  CAR_MODELS,
  userSpaceTexts,
  type FullUser,
} from '@bonneroute/shared/user-space';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useAddVehicle, useDeleteVehicle } from '../../api/vehicles';
import { SelectField } from './select-field';
import styles from './profile.module.css';

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** spec §2 vehicles: add (marque, modèle, couleur from the built-in lists) and delete. */
export function VehiclesPanel({ user }: { user: FullUser }) {
  const [marque, setMarque] = useState('');
  const [modele, setModele] = useState('');
  const [couleur, setCouleur] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const add = useAddVehicle(user.id);
  const remove = useDeleteVehicle(user.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    if (!marque || !modele || !couleur) {
      setError(userSpaceTexts.vehicleUnknown);
      return;
    }
    setError(null);
    add.mutate(
      { marque, modele, couleur },
      {
        onSuccess: () => {
          setSuccess(userSpaceTexts.vehicleSaved);
          setMarque('');
          setModele('');
          setCouleur('');
        },
        onError: (failure) => setError(failure.message || userSpaceTexts.serviceUnavailable),
      },
    );
  };

  return (
    <section aria-labelledby="vehicules-title">
      <h2 id="vehicules-title">Mes véhicules</h2>
      {user.vehicules.length === 0 ? <p>Vous n’avez pas encore enregistré de véhicule.</p> : null}
      <ul className={styles.list}>
        {user.vehicules.map((vehicle) => (
          <li key={vehicle.id} className={styles.item}>
            <span>
              {vehicle.marque} {vehicle.modele} — {vehicle.couleur}
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
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Ajouter un véhicule">
        <SelectField
          label="Marque"
          value={marque}
          placeholder="Choisissez une marque"
          options={toOptions(CAR_BRANDS)}
          onChange={(event) => {
            setMarque(event.target.value);
            setModele('');
          }}
        />
        <SelectField
          label="Modèle"
          value={modele}
          placeholder="Choisissez un modèle"
          options={toOptions(CAR_MODELS[marque] ?? [])}
          disabled={!marque}
          onChange={(event) => setModele(event.target.value)}
        />
        <SelectField
          label="Couleur"
          value={couleur}
          placeholder="Choisissez une couleur"
          options={toOptions(CAR_COLOURS)}
          onChange={(event) => setCouleur(event.target.value)}
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
