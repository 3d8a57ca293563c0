import { useState } from 'react';
import { normalisePromoCode } from '@bonneroute/shared/booking';
import { driverShareText, formatEurosShort } from '@bonneroute/shared/pricing';
import { createTripBodySchema, tripTexts } from '@bonneroute/shared/trips';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { maxLengthOf } from '@/lib/forms/schema-rules';
import { useQuote } from '@/lib/pricing';
import { useBorne } from '@/lib/geo/get-borne';
import { DemandLine } from '@/components/trip-alerts/demand-line';
import { checkPromo } from '../api/check-promo';
import { AmountStepper } from './amount-stepper';
import { midpointCents } from './wizard-state';
import styles from './wizard.module.css';

/** What the driver receives and what the passenger pays, as the amount changes. */
function DriverShare({ contribution }: { contribution: number }) {
  return (
    <p role="status" data-testid="part-conducteur">
      {driverShareText(useQuote(contribution, 1))}
    </p>
  );
}

/** docs/product/trips-and-search.md: within the pair's range; default and suggestion = rounded midpoint. */
export function ContributionStep({
  depart,
  arrivee,
  date,
  onChoose,
}: {
  depart: string;
  arrivee: string;
  /** The trip's date: the demand line counts the people looking for that day. */
  date?: string | null;
  onChoose: (cents: number) => void;
}) {
  const borne = useBorne(depart, arrivee);
  const [value, setValue] = useState<number | null>(null);
  if (borne.isPending) return <Spinner label="Calcul de la fourchette de prix…" />;
  if (borne.isError) return <Notice tone="error">{borne.error.message}</Notice>;
  const { min, max } = borne.data;
  const suggested = midpointCents(min, max);
  const amount = value ?? suggested;
  return (
    <div className={styles.stack}>
      <DemandLine depart={depart} arrivee={arrivee} date={date} />
      <p>Participation conseillée : {formatEurosShort(suggested)} par passager.</p>
      <AmountStepper
        label="Participation par passager"
        value={amount}
        min={min}
        max={max}
        onChange={setValue}
      />
      <DriverShare contribution={amount} />
      <Button onClick={() => onChoose(amount)}>Valider la participation</Button>
    </div>
  );
}

/** docs/product/trips-and-search.md promo choice: undecided, no, typing, verified; an invalid code offers to go on. */
export function PromoStep({
  choice,
  onChoice,
  onVerified,
}: {
  choice: -1 | 0 | 1 | 2;
  onChoice: (choice: 0 | 1) => void;
  onVerified: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [checking, setChecking] = useState(false);
  if (choice === -1)
    return (
      <div className={styles.choices} role="group" aria-label="Code promo">
        <Button variant="secondary" onClick={() => onChoice(1)}>
          J’ai un code promo
        </Button>
        <Button variant="secondary" onClick={() => onChoice(0)}>
          Je n’ai pas de code
        </Button>
      </div>
    );
  const verify = async () => {
    setChecking(true);
    try {
      const promo = await checkPromo(normalisePromoCode(code));
      if (promo.status === 'VALIDE') onVerified(promo.code);
      else setInvalid(true);
    } catch {
      setInvalid(true);
    } finally {
      setChecking(false);
    }
  };
  return (
    <div className={styles.stack}>
      <TextField
        label="Code promo"
        value={code}
        maxLength={maxLengthOf(createTripBodySchema.shape.code_promo)}
        onChange={(e) => {
          setCode(e.target.value);
          setInvalid(false);
        }}
        error={invalid ? tripTexts.invalidPromo : undefined}
      />
      <div className={styles.choices}>
        <Button onClick={() => void verify()} disabled={!code.trim() || checking}>
          Vérifier le code
        </Button>
        {invalid ? (
          <Button variant="secondary" onClick={() => onChoice(0)}>
            {tripTexts.continueWithoutCode}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

export function DescriptionStep({ onDone }: { onDone: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <div className={styles.stack}>
      <label htmlFor="description-trajet">Description (facultative)</label>
      <textarea
        id="description-trajet"
        rows={4}
        maxLength={maxLengthOf(createTripBodySchema.shape.description)}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Bagages, pauses, musique…"
      />
      <Button onClick={() => onDone(text.trim())}>Continuer</Button>
    </div>
  );
}
