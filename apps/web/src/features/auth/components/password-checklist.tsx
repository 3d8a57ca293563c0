import { Check, Circle, X } from 'lucide-react';
import { passwordChecks } from '@bonneroute/shared/auth';
import styles from './password-checklist.module.css';

/**
 * docs/product/accounts.md step 4: the live rule checklist. The rules and texts are the shared ones the server
 * applies; a forbidden character shows the documented "Il y a un caractère non autorisé".
 */
export function PasswordChecklist({
  id,
  password,
  minLength,
}: {
  id: string;
  password: string;
  minLength: number;
}) {
  const checks = passwordChecks(password, minLength).filter(
    (check) => check.id !== 'allowed' || !check.ok,
  );
  return (
    <ul id={id} className={styles.list} aria-label="Règles du mot de passe">
      {checks.map((check) => {
        const broken = !check.ok && (check.id === 'allowed' || check.id === 'maxLength');
        const className = check.ok ? styles.ok : broken ? styles.broken : styles.missing;
        const Icon = check.ok ? Check : broken ? X : Circle;
        return (
          <li key={check.id} className={`${styles.item} ${className}`}>
            <Icon size={16} aria-hidden="true" />
            <span>
              {check.id === 'allowed' ? check.error : check.label}
              <span className="visually-hidden">{check.ok ? ' : respecté' : ' : à respecter'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
