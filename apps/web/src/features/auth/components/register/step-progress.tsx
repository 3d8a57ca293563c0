import styles from './step-progress.module.css';

export const STEP_COUNT = 5;

/** "Étape 2 sur 5" with a bar per step. */
export function StepProgress({ step }: { step: number }) {
  return (
    <div>
      <p className={styles.label}>
        Étape {step} sur {STEP_COUNT}
      </p>
      <ol className={styles.progress} aria-hidden="true">
        {Array.from({ length: STEP_COUNT }, (_unused, index) => (
          <li key={index} className={`${styles.dot} ${index < step ? styles.done : ''}`} />
        ))}
      </ol>
    </div>
  );
}
