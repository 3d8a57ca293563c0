import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ALERT_LIMITS, alertTexts, type AlertPeriod } from '@bonneroute/shared/alerts';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import { MAX_SEATS_PER_BOOKING } from '@bonneroute/shared/limits';
import { buildPath } from '@bonneroute/shared/routes';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { usePageTitle } from '@/lib/use-page-title';
import { useCreateAlert, type AlertInput } from '../api/alerts';
import styles from '../components/alerts.module.css';

/**
 * `/alertes/nouvelle?depart&arrivee&depart_nom&arrivee_nom&date&places` (issue 19): the alert
 * form, reached from the results page, the search form and the pair pages with the route filled.
 */
export default function CreateAlertPage() {
  usePageTitle(alertTexts.createTitle);
  const [params] = useSearchParams();
  const { user } = useCurrentUser();
  const today = todayInParis();
  const initialDepart = params.get('depart_nom') ?? params.get('depart') ?? '';
  const initialArrivee = params.get('arrivee_nom') ?? params.get('arrivee') ?? '';
  const [depart, setDepart] = useState(initialDepart);
  const [arrivee, setArrivee] = useState(initialArrivee);
  const paramDate = params.get('date');
  const [period, setPeriod] = useState<AlertPeriod>('date');
  const [date, setDate] = useState(paramDate && paramDate >= today ? paramDate : today);
  const [dateFin, setDateFin] = useState(addDays(date, 6));
  const [heureMin, setHeureMin] = useState('');
  const [heureMax, setHeureMax] = useState('');
  const [places, setPlaces] = useState(
    Math.min(MAX_SEATS_PER_BOOKING, Math.max(1, Number(params.get('places')) || 1)),
  );
  const [email, setEmail] = useState('');
  const create = useCreateAlert();

  // The code from the search is sent while the town's name is unchanged (no homonym doubt).
  const townValue = (typed: string, initial: string, code: string | null) =>
    code && typed === initial ? code : typed;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: AlertInput = {
      depart: townValue(depart.trim(), initialDepart, params.get('depart')),
      arrivee: townValue(arrivee.trim(), initialArrivee, params.get('arrivee')),
      nb_places: places,
      heure_min: heureMin || undefined,
      heure_max: heureMax || undefined,
      email: user ? undefined : email.trim(),
    };
    if (period === 'tous_les_jours') body.tous_les_jours = 1;
    else {
      body.date = date;
      if (period === 'periode') body.date_fin = dateFin;
    }
    create.mutate(body);
  };

  if (create.isSuccess) {
    const visitor = create.data.meta.confirmation_requise === 1;
    return (
      <div className="container page">
        <h1>{visitor ? 'Vérifiez votre boîte e-mail' : 'Alerte créée'}</h1>
        <Notice tone="success">{create.data.meta.message}</Notice>
        <p>
          {user ? (
            <Link to={buildPath('alertesUtilisateurs')}>Voir mes alertes</Link>
          ) : (
            <Link to={buildPath('trouver')}>Faire une autre recherche</Link>
          )}
        </p>
      </div>
    );
  }

  const error = create.error instanceof ApiError ? create.error.detail : create.error?.message;
  return (
    <div className="container page">
      <h1>{alertTexts.createTitle}</h1>
      <p>
        Nous vous prévenons dès qu’un conducteur publie un trajet qui correspond : départ et arrivée
        à moins de 37,5 km de vos villes, villes étapes comprises.
      </p>
      <form className={styles.form} onSubmit={submit} aria-label={alertTexts.createTitle}>
        <div className={styles.row}>
          <TextField
            label="Départ"
            value={depart}
            onChange={(e) => setDepart(e.target.value)}
            required
            maxLength={120}
            autoComplete="off"
          />
          <TextField
            label="Arrivée"
            value={arrivee}
            onChange={(e) => setArrivee(e.target.value)}
            required
            maxLength={120}
            autoComplete="off"
          />
        </div>
        <fieldset className={styles.fieldset}>
          <legend>Quand ?</legend>
          {(
            [
              ['date', 'Un jour précis'],
              ['periode', `Une période (${ALERT_LIMITS.maxRangeDays} jours au plus)`],
              ['tous_les_jours', 'Tous les jours'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name="periode"
                value={value}
                checked={period === value}
                onChange={() => setPeriod(value)}
              />
              {label}
            </label>
          ))}
          {period !== 'tous_les_jours' ? (
            <div className={styles.row}>
              <TextField
                label={period === 'periode' ? 'Du' : 'Date'}
                type="date"
                value={date}
                min={today}
                onChange={(e) => setDate(e.target.value)}
                required
              />
              {period === 'periode' ? (
                <TextField
                  label="Au"
                  type="date"
                  value={dateFin}
                  min={date}
                  max={addDays(date, ALERT_LIMITS.maxRangeDays - 1)}
                  onChange={(e) => setDateFin(e.target.value)}
                  required
                />
              ) : null}
            </div>
          ) : null}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>Heure de départ (facultatif)</legend>
          <div className={styles.row}>
            <TextField
              label="Pas avant"
              type="time"
              value={heureMin}
              onChange={(e) => setHeureMin(e.target.value)}
            />
            <TextField
              label="Pas après"
              type="time"
              value={heureMax}
              onChange={(e) => setHeureMax(e.target.value)}
            />
          </div>
        </fieldset>
        <label className={styles.fieldset}>
          <span>Places nécessaires</span>
          <select
            className={styles.select}
            value={places}
            onChange={(e) => setPlaces(Number(e.target.value))}
          >
            {[1, 2, 3, 4].map((n) => (
              <option key={n} value={n}>
                {n === 1 ? '1 place' : `${n} places`}
              </option>
            ))}
          </select>
        </label>
        {user ? (
          <p>L’alerte sera liée à votre compte ; vous la retrouverez dans « Mes alertes ».</p>
        ) : (
          <TextField
            label="Votre adresse e-mail"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            autoComplete="email"
            hint="Nous vous enverrons un lien pour confirmer l’alerte."
          />
        )}
        {error ? <Notice tone="error">{error}</Notice> : null}
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Création…' : 'Créer l’alerte'}
        </Button>
      </form>
    </div>
  );
}
