import { Button } from '@/components/ui/button';
import styles from '../auth-card.module.css';

/** "Retour" and the step's submit button, at the foot of registration steps 2 to 4. */
export function StepActions({
  onBack,
  submitLabel = 'Continuer',
  variant = 'primary',
  disabled = false,
}: {
  onBack: () => void;
  submitLabel?: string;
  variant?: 'primary' | 'accent';
  disabled?: boolean;
}) {
  return (
    <div className={styles.row}>
      <Button variant="ghost" onClick={onBack}>
        Retour
      </Button>
      <Button type="submit" variant={variant} disabled={disabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
