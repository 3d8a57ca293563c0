import { useState, type FormEvent } from 'react';
import {
  CARD_CVC_LENGTH,
  CARD_NUMBER_MAX_LENGTH,
  cardBrand,
  createPaymentBodySchema,
  expiryYears,
  onlyDigits,
} from '@bonneroute/shared/booking';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { maxLengthOf } from '@/lib/forms/schema-rules';
import type { CardValues } from '../api/create-payment';
import { CardNumberField } from './card-number-field';
import styles from './card-form.module.css';

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
const EMPTY: CardValues = { titulaire: '', numero: '', cryptogramme: '', mois: '', annee: '' };

/** Complete when every field is filled (spec §5 Card): only then is Pay enabled. */
export function isCardComplete(values: CardValues): boolean {
  return Object.values(values).every((value) => value.trim() !== '');
}

/**
 * spec §2/§5 card form: holder, number (≤ 16 digits), cryptogram (3), month 01–12, year from
 * this year through +4.
 */
export function CardForm({
  busy,
  payLabel,
  onPay,
}: {
  busy: boolean;
  payLabel: string;
  onPay: (values: CardValues) => void;
}) {
  const [values, setValues] = useState<CardValues>(EMPTY);
  const set = (key: keyof CardValues) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isCardComplete(values) && !busy) onPay(values);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label="Titulaire de la carte"
        name="titulaire"
        autoComplete="cc-name"
        value={values.titulaire}
        maxLength={maxLengthOf(createPaymentBodySchema.shape.titulaire)}
        onChange={(event) => set('titulaire')(event.target.value)}
      />
      <CardNumberField
        value={values.numero}
        onChange={(digits) => set('numero')(digits.slice(0, CARD_NUMBER_MAX_LENGTH))}
        brand={cardBrand(values.numero)}
      />
      <div className={styles.row}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="carte-mois">
            Mois
          </label>
          <select
            id="carte-mois"
            name="mois"
            className={styles.select}
            autoComplete="cc-exp-month"
            value={values.mois}
            onChange={(event) => set('mois')(event.target.value)}
          >
            <option value="">MM</option>
            {MONTHS.map((month) => (
              <option key={month} value={month}>
                {month}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="carte-annee">
            Année
          </label>
          <select
            id="carte-annee"
            name="annee"
            className={styles.select}
            autoComplete="cc-exp-year"
            value={values.annee}
            onChange={(event) => set('annee')(event.target.value)}
          >
            <option value="">AAAA</option>
            {expiryYears().map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Cryptogramme"
          name="cryptogramme"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={CARD_CVC_LENGTH}
          value={values.cryptogramme}
          onChange={(event) =>
            set('cryptogramme')(onlyDigits(event.target.value).slice(0, CARD_CVC_LENGTH))
          }
        />
      </div>
      <Button type="submit" variant="accent" block disabled={!isCardComplete(values) || busy}>
        {busy ? 'Paiement en cours…' : payLabel}
      </Button>
    </form>
  );
}
