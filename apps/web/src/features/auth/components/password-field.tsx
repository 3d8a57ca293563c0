import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import fieldStyles from '@/components/ui/field.module.css';
import styles from './password-field.module.css';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string | null;
  describedBy?: string;
  ref?: Ref<HTMLInputElement>;
}

/** docs/product/accounts.md: password inputs have a show/hide toggle. */
export function PasswordField({ label, error, describedBy, id, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.wrapper}>
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={fieldStyles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [describedBy, error ? errorId : null].filter(Boolean).join(' ') || undefined
          }
          autoCapitalize="off"
          spellCheck={false}
          {...props}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
          {visible ? 'Masquer' : 'Afficher'}
          <span className="visually-hidden"> le mot de passe ({label})</span>
        </button>
      </div>
      {error ? (
        <span id={errorId} className={fieldStyles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
