import { formatDateFr, formatTripTime } from '@bonneroute/shared/dates';
import {
  driverShareText,
  formatEurosShort,
  quote,
  type PricingConfig,
} from '@bonneroute/shared/pricing';
import { PASSENGER_ROLES } from '@bonneroute/shared/trips';
import { usePricingConfig } from '@/lib/pricing';
import { initialWizard, type WizardAddress, type WizardState } from './wizard-state';
import styles from './wizard.module.css';

interface Line {
  label: string;
  value: string;
  /** What the pencil clears: that step is asked again, the others are kept. */
  reset: Partial<WizardState>;
}

/** « Gare de Lyon (Paris) — devant l’entrée »: the point, its town and the driver's note. */
function pointLine(point: WizardAddress, town: string): string {
  return `${point.complete} (${town})${point.note ? ` — ${point.note}` : ''}`;
}

function linesOf(state: WizardState, pricing: PricingConfig): Line[] {
  const roles = PASSENGER_ROLES.filter((r) => state.roles[r.index]).map((r) => r.label);
  return [
    { label: 'Date', value: formatDateFr(state.date!), reset: { date: null } },
    { label: 'Heure', value: formatTripTime(state.heure!), reset: { period: null, heure: null } },
    {
      label: 'Départ',
      value: pointLine(state.departAddress!, state.departTown!.name),
      reset: {
        departTown: null,
        departAddress: null,
        stageChoice: -1,
        stages: [],
        contribution: null,
      },
    },
    {
      label: 'Arrivée',
      value: pointLine(state.arriveeAddress!, state.arriveeTown!.name),
      reset: {
        arriveeTown: null,
        arriveeAddress: null,
        stageChoice: -1,
        stages: [],
        contribution: null,
      },
    },
    {
      label: 'Étapes',
      value:
        state.stages.length === 0
          ? 'Aucune'
          : state.stages.map((s) => `${s.town.nom} (${formatEurosShort(s.montant)})`).join(', '),
      reset: { stageChoice: -1, stages: [] },
    },
    { label: 'Places', value: String(state.seats), reset: { seats: null } },
    {
      label: 'Réservation',
      value: state.automatic ? 'Automatique' : 'Manuelle',
      reset: { automatic: null },
    },
    {
      label: 'Rôles',
      value: state.rolesChoice ? roles.join(', ') || 'Aucun rôle choisi' : 'Non',
      reset: { rolesChoice: null, roles: initialWizard.roles, castingDone: false },
    },
    {
      label: 'Participation',
      // The driver's own figure first, then what the passenger pays (fee included).
      value: driverShareText(quote(state.contribution!, 1, pricing)),
      reset: { contribution: null },
    },
    {
      label: 'Code promo',
      value: state.promoChoice === 2 ? state.promoCode : 'Aucun',
      reset: { promoChoice: -1, promoCode: '' },
    },
    {
      label: 'Description',
      value: state.description || 'Pas de description',
      reset: { description: null },
    },
  ];
}

/** docs/product/trips-and-search.md: the summary, each line with an edit pencil. */
export function WizardSummary({
  state,
  onEdit,
}: {
  state: WizardState;
  onEdit: (reset: Partial<WizardState>) => void;
}) {
  const pricing = usePricingConfig();
  return (
    <dl className={styles.summary}>
      {linesOf(state, pricing).map((line) => (
        <div key={line.label} className={styles.summaryLine}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
          <dd>
            <button
              type="button"
              className={styles.pencil}
              aria-label={`Modifier : ${line.label}`}
              onClick={() => onEdit(line.reset)}
            >
              ✎
            </button>
          </dd>
        </div>
      ))}
    </dl>
  );
}
