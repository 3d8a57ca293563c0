import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useRouteLine } from '../api/get-route-line';
import { MeetingPointFields, type PointDraft } from '../components/meeting-point-fields';
import { LazyRouteMap } from '@/components/route-map/lazy-route-map';
import type { ChosenStage, WizardState } from './wizard-state';
import styles from './wizard.module.css';

/** The stops of the wizard's trip in route order: departure, stage towns (their point), arrival. */
function stopsOf(state: WizardState) {
  return [
    state.departAddress!,
    ...state.stages.map(({ town, point }) => point ?? town),
    state.arriveeAddress!,
  ];
}

/**
 * docs/product/trips-and-search.md#the-route-on-a-map: the summary's map, the road line through
 * the stops the driver chose.
 */
export function SummaryMap({ state }: { state: WizardState }) {
  const stops = stopsOf(state);
  const line = useRouteLine(stops);
  return (
    <LazyRouteMap
      stops={stops}
      line={line.data?.coordinates ?? null}
      label={`Carte du trajet ${state.departTown!.name} → ${state.arriveeTown!.name} et de ses arrêts, listés dans le récapitulatif`}
    />
  );
}

/** One stage town's meeting point: its centre until the driver gives one. */
function StagePoint({
  stage,
  onChange,
}: {
  stage: ChosenStage;
  onChange: (stage: ChosenStage) => void;
}) {
  const { town, point } = stage;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<PointDraft>({
    adresse: point?.complete ?? '',
    note: point?.note ?? '',
    latitude: point?.latitude ?? town.latitude,
    longitude: point?.longitude ?? town.longitude,
  });
  const save = () => {
    if (draft.adresse.trim().length < 4) return;
    onChange({
      ...stage,
      point: {
        complete: draft.adresse.trim(),
        latitude: draft.latitude,
        longitude: draft.longitude,
        note: draft.note.trim() || undefined,
      },
    });
    setOpen(false);
  };
  return (
    <li>
      <strong>{town.nom}</strong> : {point ? point.complete : 'centre-ville'}
      {point?.note ? ` (${point.note})` : ''}{' '}
      <Button variant="ghost" size="small" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Fermer' : `Préciser le point de rendez-vous à ${town.nom}`}
      </Button>
      {open ? (
        <div className={styles.stack}>
          <MeetingPointFields
            town={{ name: town.nom, citycode: town.code_commune, ...town }}
            label={`Point de rendez-vous à ${town.nom}`}
            value={draft}
            onChange={setDraft}
            onEnter={save}
          />
          <Button size="small" onClick={save} disabled={draft.adresse.trim().length < 4}>
            Valider le point
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** docs/product/trips-and-search.md#meeting-points: each stage town's point, from the summary. */
export function StagePoints({
  state,
  onChange,
}: {
  state: WizardState;
  onChange: (stages: ChosenStage[]) => void;
}) {
  if (state.stages.length === 0) return null;
  return (
    <section aria-label="Points de rendez-vous des étapes">
      <h3>Points de rendez-vous des étapes</h3>
      <ul className={styles.stack}>
        {state.stages.map((stage, i) => (
          <StagePoint
            key={stage.town.code_commune}
            stage={stage}
            onChange={(changed) => onChange(state.stages.map((s, j) => (j === i ? changed : s)))}
          />
        ))}
      </ul>
    </section>
  );
}
