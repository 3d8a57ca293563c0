import { Link, useSearchParams } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  ALERT_LIMITS,
  alertTexts,
  createAlertBodySchema,
  type AlertPeriod,
  type CreateAlertBody,
} from '@bonneroute/shared/alerts';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import { buildPath } from '@bonneroute/shared/routes';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { bodyResolver } from '@/lib/forms/body-resolver';
import { isRequired, rangeOf, textRules } from '@/lib/forms/schema-rules';
import { useCurrentUser } from '@/lib/auth';
import { usePageHead } from '@/lib/use-page-head';
import { useCreateAlert } from '../api/alerts';
import styles from '../components/alerts.module.css';
import { plural } from '@bonneroute/shared/french';

const fields = createAlertBodySchema.shape;
const seats = rangeOf(fields.nb_places);
const SEAT_CHOICES = Array.from(
  { length: (seats.max ?? 1) - (seats.min ?? 1) + 1 },
  (_, i) => (seats.min ?? 1) + i,
);

interface AlertForm {
  depart: string;
  arrivee: string;
  periode: AlertPeriod;
  date: string;
  date_fin: string;
  heure_min: string;
  heure_max: string;
  nb_places: string;
  email: string;
}

/** What the page knows beside the typed values: the search's town codes, the member. */
interface AlertContext {
  member: boolean;
  initialDepart: string;
  initialArrivee: string;
  departCode: string | null;
  arriveeCode: string | null;
}

// The code from the search is sent while the town's name is unchanged (no homonym doubt).
const townValue = (typed: string, initial: string, code: string | null) =>
  code && typed.trim() === initial ? code : typed;

/** The body POST /alertes receives, as typed: the server's schema reads it. */
function toBody(values: AlertForm, context: AlertContext): z.input<typeof createAlertBodySchema> {
  const { periode, ...typed } = values;
  return {
    ...typed,
    depart: townValue(values.depart, context.initialDepart, context.departCode),
    arrivee: townValue(values.arrivee, context.initialArrivee, context.arriveeCode),
    email: context.member ? undefined : values.email,
    tous_les_jours: periode === 'tous_les_jours' ? 1 : undefined,
    date: periode === 'tous_les_jours' ? undefined : values.date,
    date_fin: periode === 'periode' ? values.date_fin : undefined,
  };
}

const resolver = bodyResolver(createAlertBodySchema, (values: AlertForm, context?: AlertContext) =>
  toBody(values, context!),
);

/**
 * `/alertes/nouvelle?depart&arrivee&depart_nom&arrivee_nom&date&places`: the alert
 * form, reached from the results page, the search form and the pair pages with the route filled.
 */
export default function CreateAlertPage() {
  usePageHead(alertTexts.createTitle);
  const [params] = useSearchParams();
  const { user } = useCurrentUser();
  const today = todayInParis();
  const initialDepart = params.get('depart_nom') ?? params.get('depart') ?? '';
  const initialArrivee = params.get('arrivee_nom') ?? params.get('arrivee') ?? '';
  const paramDate = params.get('date');
  const initialDate = paramDate && paramDate >= today ? paramDate : today;
  const form = useForm<AlertForm, AlertContext, CreateAlertBody>({
    defaultValues: {
      depart: initialDepart,
      arrivee: initialArrivee,
      periode: 'date',
      date: initialDate,
      date_fin: addDays(initialDate, 6),
      heure_min: '',
      heure_max: '',
      nb_places: String(
        Math.min(seats.max ?? 1, Math.max(seats.min ?? 1, Number(params.get('places')) || 1)),
      ),
      email: '',
    },
    context: {
      member: Boolean(user),
      initialDepart,
      initialArrivee,
      departCode: params.get('depart'),
      arriveeCode: params.get('arrivee'),
    },
    resolver,
  });
  const [period, date] = useWatch({ control: form.control, name: ['periode', 'date'] });
  const [invalid] = Object.values(form.formState.errors);
  const create = useCreateAlert();
  const submit = form.handleSubmit((body) => create.mutate(body));

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

  const error =
    invalid?.message ??
    (create.error instanceof ApiError ? create.error.detail : create.error?.message);
  return (
    <div className="container page">
      <h1>{alertTexts.createTitle}</h1>
      <p>
        Nous vous prévenons dès qu’un conducteur publie un trajet qui correspond : départ et arrivée
        à moins de 37,5 km de vos villes (moins pour deux villes proches, pour ne jamais vous
        proposer le trajet inverse), villes étapes comprises.
      </p>
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        aria-label={alertTexts.createTitle}
      >
        <div className={styles.row}>
          <TextField
            label="Départ"
            {...form.register('depart')}
            {...textRules(fields.depart)}
            required={isRequired(fields.depart)}
            autoComplete="off"
          />
          <TextField
            label="Arrivée"
            {...form.register('arrivee')}
            {...textRules(fields.arrivee)}
            required={isRequired(fields.arrivee)}
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
              <input type="radio" value={value} {...form.register('periode')} />
              {label}
            </label>
          ))}
          {period !== 'tous_les_jours' ? (
            <div className={styles.row}>
              <TextField
                label={period === 'periode' ? 'Du' : 'Date'}
                type="date"
                {...form.register('date')}
                min={today}
                required
              />
              {period === 'periode' ? (
                <TextField
                  label="Au"
                  type="date"
                  {...form.register('date_fin')}
                  min={date}
                  max={addDays(date, ALERT_LIMITS.maxRangeDays - 1)}
                  required
                />
              ) : null}
            </div>
          ) : null}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>Heure de départ (facultatif)</legend>
          <div className={styles.row}>
            <TextField label="Pas avant" type="time" {...form.register('heure_min')} />
            <TextField label="Pas après" type="time" {...form.register('heure_max')} />
          </div>
        </fieldset>
        <label className={styles.fieldset}>
          <span>Places nécessaires</span>
          <select className={styles.select} {...form.register('nb_places')}>
            {SEAT_CHOICES.map((n) => (
              <option key={n} value={n}>
                {plural(n, 'place')}
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
            {...form.register('email')}
            {...textRules(fields.email)}
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
