import { useLayoutEffect, useRef } from 'react';
import { formatCardNumber, onlyDigits, type CardBrand } from '@bonneroute/shared/booking';
import { TextField } from '@/components/ui/text-field';
import styles from './card-form.module.css';

/** Where the caret goes in the formatted text: after the same number of digits as before. */
function caretAfterDigits(formatted: string, digits: number): number {
  if (digits === 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (/\d/.test(formatted[i]!)) seen += 1;
    if (seen === digits) return i + 1;
  }
  return formatted.length;
}

/**
 * The card number: typed or pasted with spaces, dashes or none, shown in groups of
 * four, the network named as soon as the first digits say it. The value kept is digits only; no
 * `maxLength` on the field, so a pasted « 4242 4242 4242 4242 » is never cut to 13 digits.
 */
export function CardNumberField({
  value,
  onChange,
  brand,
}: {
  value: string;
  onChange: (digits: string) => void;
  brand: CardBrand | null;
}) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const shown = formatCardNumber(value);

  useLayoutEffect(() => {
    if (caret.current === null || !input.current) return;
    const position = caretAfterDigits(shown, caret.current);
    input.current.setSelectionRange(position, position);
    caret.current = null;
  }, [shown]);

  return (
    <TextField
      ref={input}
      label="Numéro de carte"
      hint={
        brand ? (
          <span className={styles.brand} data-testid="card-brand">
            Carte {brand}
          </span>
        ) : (
          '16 chiffres, avec ou sans espaces'
        )
      }
      name="numero"
      inputMode="numeric"
      autoComplete="cc-number"
      placeholder="1234 5678 9012 3456"
      value={shown}
      onChange={(event) => {
        const typed = event.target.value;
        const beforeCaret = typed.slice(0, event.target.selectionStart ?? typed.length);
        caret.current = onlyDigits(beforeCaret).length;
        onChange(onlyDigits(typed));
      }}
    />
  );
}
