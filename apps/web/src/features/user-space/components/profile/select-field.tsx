import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import fieldStyles from '@/components/ui/field.module.css';
import styles from './profile.module.css';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: { value: string; label: string }[];
  placeholder?: string;
  invalid?: boolean;
}

/** A labelled select in the look of TextField. */
export function SelectField({ label, options, placeholder, invalid, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={styles.select} aria-invalid={invalid || undefined} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
