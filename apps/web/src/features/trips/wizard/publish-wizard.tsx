import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateFr, formatTripTime } from '@bonneroute/shared/dates';
import { formatEurosShort } from '@bonneroute/shared/pricing';
import { seriesDates } from '@bonneroute/shared/trips';
import { buildPath } from '@bonneroute/shared/routes';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';
import { commonTexts } from '@bonneroute/shared/texts';
import { useCreateTrip } from '../api/create-trip';
import { hasDriverInfo, saveDriverInfo, type DriverInfo } from '../api/driver-info';
import { DriverInfoDialog } from './driver-info-dialog';
import { BookingModeStep, RolesStep, SeatsStep } from './step-passengers';
import { DateStep, PeriodStep, TimeStep } from './step-date-time';
import { ContributionStep, DescriptionStep, PromoStep } from './step-money';
import { AddressStep, TownStep } from './step-place';
import { StagesStep } from './step-stages';
import { RegularOption, repeatRefusal, ReturnOption } from './step-repeat';
import { StagePoints, SummaryMap } from './summary-map';
import { TripPreferences } from './trip-preferences';
import { WizardSummary } from './wizard-summary';
import {
  currentStep,
  initialWizard,
  publishFields,
  WIZARD_STAGES,
  type WizardState,
  type WizardStep,
} from './wizard-state';
import styles from './wizard.module.css';
import { markInstallEligible } from '@/lib/pwa/install-eligibility';

const PUBLISH_RETRY_MS = 100;

const QUESTIONS: Record<WizardStep, string> = {
  date: 'Quel jour partez-vous ?',
  period: 'À quel moment de la journée ?',
  heure: 'À quelle heure ?',
  departTown: 'D’où partez-vous ?',
  departAddress: 'Où retrouvez-vous vos passagers ?',
  arriveeTown: 'Où allez-vous ?',
  arriveeAddress: 'Où déposez-vous vos passagers ?',
  stages: 'Passez-vous par des villes étapes ?',
  seats: 'Combien de places proposez-vous ?',
  automatic: 'Comment acceptez-vous les réservations ?',
  roles: 'Proposez-vous des rôles à vos passagers ?',
  contribution: 'Quelle participation demandez-vous ?',
  promo: 'Avez-vous un code promo ?',
  description: 'Un mot pour vos passagers ?',
  summary: 'Récapitulatif',
};

/** docs/product/trips-and-search.md Publish wizard: 6 stages, one step at a time; back undoes the last step. */
export function PublishWizard({ userId, initial }: { userId: number; initial?: WizardState }) {
  const navigate = useNavigate();
  const [infoOpen, setInfoOpen] = useState(false);
  const [infoError, setInfoError] = useState<string | null>(null);
  const [checkingInfo, setCheckingInfo] = useState(false);
  const [savingInfo, setSavingInfo] = useState(false);
  const [state, setState] = useState<WizardState>(initial ?? initialWizard);
  const [history, setHistory] = useState<WizardState[]>([]);
  const create = useCreateTrip();
  const step = currentStep(state);
  const stageIndex = WIZARD_STAGES.findIndex((s) => (s.steps as readonly string[]).includes(step));
  // The step's button or day disappears when chosen; focus moves to the next question
  // (not to <body>), which a screen reader then reads.
  const question = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    question.current?.focus();
  }, [step]);

  const set = (changes: Partial<WizardState>) => {
    setHistory([...history, state]);
    setState({ ...state, ...changes });
  };
  const back = () => {
    const previous = history.at(-1);
    if (!previous) return;
    setHistory(history.slice(0, -1));
    setState(previous);
  };
  const sendTrip = () =>
    create.mutate(publishFields(state), {
      onSuccess: (id) => {
        // A first publication: a later visit may offer to install the app.
        markInstallEligible();
        void navigate(buildPath('covoiturage', { id }, { shareNow: 1 }));
      },
    });
  const publish = async () => {
    if (create.isPending || checkingInfo) return;
    setCheckingInfo(true);
    try {
      // docs/product/trips-and-search.md: publishing requires the driver info; a missing one opens the dialog first.
      if (await hasDriverInfo(userId)) sendTrip();
      else setInfoOpen(true);
    } catch (error) {
      setInfoError(error instanceof ApiError ? error.detail : null);
      setInfoOpen(true);
    } finally {
      setCheckingInfo(false);
    }
  };
  const saveInfo = async (info: DriverInfo) => {
    setSavingInfo(true);
    setInfoError(null);
    try {
      await saveDriverInfo(userId, info);
      setInfoOpen(false);
      // docs/product/trips-and-search.md: publish is retried 100 ms after the info is saved.
      setTimeout(sendTrip, PUBLISH_RETRY_MS);
    } catch (error) {
      setInfoError(error instanceof ApiError ? error.detail : commonTexts.serviceUnavailable);
    } finally {
      setSavingInfo(false);
    }
  };

  return (
    <div className={styles.wizard}>
      <ol className={styles.progress} aria-label="Étapes">
        {WIZARD_STAGES.map((s, i) => (
          <li
            key={s.label}
            className={i === stageIndex ? styles.current : i < stageIndex ? styles.done : undefined}
            aria-current={i === stageIndex ? 'step' : undefined}
          >
            {s.label}
          </li>
        ))}
      </ol>
      {state.date && step !== 'summary' ? (
        <p className={styles.recap}>
          {formatDateFr(state.date)}
          {state.heure ? ` à ${formatTripTime(state.heure)}` : ''}
          {state.departTown ? ` · ${state.departTown.name}` : ''}
          {state.arriveeTown ? ` → ${state.arriveeTown.name}` : ''}
          {state.contribution ? ` · ${formatEurosShort(state.contribution)}` : ''}
        </p>
      ) : null}
      <section aria-labelledby="question-assistant" className={styles.step}>
        <h2 id="question-assistant" tabIndex={-1} ref={question}>
          {QUESTIONS[step]}
        </h2>
        {step === 'date' ? <DateStep onChoose={(date) => set({ date })} /> : null}
        {step === 'period' ? <PeriodStep onChoose={(period) => set({ period })} /> : null}
        {step === 'heure' && state.period ? (
          <TimeStep date={state.date!} period={state.period} onChoose={(heure) => set({ heure })} />
        ) : null}
        {step === 'departTown' ? (
          <TownStep label="Ville de départ" onChoose={(departTown) => set({ departTown })} />
        ) : null}
        {step === 'departAddress' ? (
          <AddressStep
            town={state.departTown!}
            label="Adresse de départ"
            onChoose={(departAddress) => set({ departAddress })}
          />
        ) : null}
        {step === 'arriveeTown' ? (
          <TownStep label="Ville d’arrivée" onChoose={(arriveeTown) => set({ arriveeTown })} />
        ) : null}
        {step === 'arriveeAddress' ? (
          <AddressStep
            town={state.arriveeTown!}
            label="Adresse d’arrivée"
            onChoose={(arriveeAddress) => set({ arriveeAddress })}
          />
        ) : null}
        {step === 'stages' ? (
          <StagesStep
            depart={state.departTown!}
            arrivee={state.arriveeTown!}
            onDone={(stages) => set({ stages, stageChoice: stages.length > 0 ? 1 : 0 })}
          />
        ) : null}
        {step === 'seats' ? <SeatsStep onChoose={(seats) => set({ seats })} /> : null}
        {step === 'automatic' ? (
          <BookingModeStep onChoose={(automatic) => set({ automatic })} />
        ) : null}
        {step === 'roles' ? (
          <RolesStep
            choice={state.rolesChoice}
            roles={state.roles}
            onChoice={(yes) => set({ rolesChoice: yes, castingDone: !yes })}
            onToggle={(index) =>
              setState({ ...state, roles: state.roles.map((r, i) => (i === index ? !r : r)) })
            }
            onFinish={() => set({ castingDone: true })}
          />
        ) : null}
        {step === 'contribution' ? (
          <ContributionStep
            depart={state.departTown!.citycode}
            arrivee={state.arriveeTown!.citycode}
            date={state.date}
            onChoose={(contribution) => set({ contribution })}
          />
        ) : null}
        {step === 'promo' ? (
          <PromoStep
            choice={state.promoChoice}
            onChoice={(promoChoice) => set({ promoChoice, promoCode: '' })}
            onVerified={(promoCode) => set({ promoChoice: 2, promoCode })}
          />
        ) : null}
        {step === 'description' ? (
          <DescriptionStep onDone={(description) => set({ description })} />
        ) : null}
        {step === 'summary' ? (
          <>
            <WizardSummary state={state} onEdit={(changes) => set(changes)} />
            <StagePoints state={state} onChange={(stages) => set({ stages })} />
            <TripPreferences
              userId={userId}
              value={state.preferences}
              onChange={(preferences) => setState({ ...state, preferences })}
            />
            <SummaryMap state={state} />
            <RegularOption
              date={state.date!}
              value={state.recurrence}
              onChange={(recurrence) => setState({ ...state, recurrence })}
            />
            <ReturnOption
              date={state.date!}
              contribution={state.contribution!}
              value={state.retour}
              onChange={(retour) => setState({ ...state, retour })}
            />
            {create.isError ? (
              <Notice tone="error">
                {create.error instanceof ApiError
                  ? create.error.detail
                  : 'La publication a échoué. Veuillez réessayer.'}
              </Notice>
            ) : null}
            <Button
              onClick={() => void publish()}
              disabled={
                create.isPending ||
                create.isSuccess ||
                checkingInfo ||
                repeatRefusal(state.date!, state.recurrence) !== null
              }
              block
            >
              {state.recurrence && !repeatRefusal(state.date!, state.recurrence)
                ? `Publier mes ${seriesDates(state.date!, state.recurrence).length * (state.retour ? 2 : 1)} trajets`
                : state.retour
                  ? 'Publier l’aller et le retour'
                  : 'Publier mon trajet'}
            </Button>
          </>
        ) : null}
      </section>
      <DriverInfoDialog
        open={infoOpen}
        onClose={() => setInfoOpen(false)}
        onSave={(info) => void saveInfo(info)}
        error={infoError}
        pending={savingInfo}
      />
      {history.length > 0 && !create.isPending ? (
        <Button variant="ghost" onClick={back}>
          ‹ Retour
        </Button>
      ) : null}
    </div>
  );
}
