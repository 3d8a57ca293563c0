import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CARD_CVC_LENGTH,
  CARD_NUMBER_MAX_LENGTH,
  cardBrand,
  cardFormSchema,
  expiryYears,
  onlyDigits,
} from '@bonneroute/shared/booking';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { textRules } from '@/lib/forms/schema-rules';
import type { CardValues } from '../api/create-payment';
import { CardNumberField } from './card-number-field';
import styles from './card-form.module.css';

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
const EMPTY: CardValues = { titulaire: '', numero: '', cryptogramme: '', mois: '', annee: '' };
const fields = cardFormSchema.shape;
/** The order the fields are shown in, for the first refusal to be the first field's. */
const ORDER: (keyof CardValues)[] = ['titulaire', 'numero', 'mois', 'annee', 'cryptogramme'];

/** Complete when every field is filled (docs/product/booking-and-money.md: Card): only then is Pay enabled. */
export function isCardComplete(values: CardValues): boolean {
  return Object.values(values).every((value) => value.trim() !== '');
}

/**
 * docs/product/booking-and-money.md card form: holder, number (≤ 16 digits), cryptogram (3), month 01–12, year from
 * this year through +14.
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
  const form = useForm<CardValues>({
    defaultValues: EMPTY,
    // raw: the typed card goes to the payment page as typed; the payment body's own rules
    // (cardFormSchema, picked from createPaymentBodySchema) refuse it here before any request.
    // (The schema's input types the month and year as unknown, for the server's coercion.)
    resolver: zodResolver(cardFormSchema, undefined, { raw: true }) as Resolver<CardValues>,
  });
  const values = useWatch({ control: form.control }) as CardValues;
  const [error, setError] = useState<string | null>(null);
  const submit = form.handleSubmit(
    (typed) => {
      setError(null);
      if (isCardComplete(typed) && !busy) onPay(typed);
    },
    (errors: FieldErrors<CardValues>) => {
      const first = ORDER.find((key) => errors[key]);
      setError(first ? (errors[first]?.message ?? null) : null);
    },
  );
  const cryptogramme = form.register('cryptogramme');

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Titulaire de la carte"
        autoComplete="cc-name"
        {...textRules(fields.titulaire)}
        {...form.register('titulaire')}
      />
      <Controller
        control={form.control}
        name="numero"
        render={({ field }) => (
          <CardNumberField
            value={field.value}
            onChange={(digits) => field.onChange(digits.slice(0, CARD_NUMBER_MAX_LENGTH))}
            brand={cardBrand(field.value)}
          />
        )}
      />
      <div className={styles.row}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="carte-mois">
            Mois
          </label>
          <select
            id="carte-mois"
            className={styles.select}
            autoComplete="cc-exp-month"
            {...form.register('mois')}
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
            className={styles.select}
            autoComplete="cc-exp-year"
            {...form.register('annee')}
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
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={CARD_CVC_LENGTH}
          {...cryptogramme}
          onChange={(event) => {
            event.target.value = onlyDigits(event.target.value).slice(0, CARD_CVC_LENGTH);
            return cryptogramme.onChange(event);
          }}
        />
      </div>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <Button type="submit" variant="accent" block disabled={!isCardComplete(values) || busy}>
        {busy ? 'Paiement en cours…' : payLabel}
      </Button>
    </form>
  );
}
