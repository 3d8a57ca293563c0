import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  DECISION_REASONS_MAX,
  REPORT_DECISIONS,
  REPORT_DECISION_CODES,
  reportTexts,
  type ReportDecision,
} from '@bonneroute/shared/reports';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import styles from './statement-dialog.module.css';

/**
 * A decision with its statement of reasons (a report's decision, a warning): the reasons are
 * sent to the members, so they are required.
 */
export function StatementDialog({
  open,
  title,
  children,
  decisions,
  confirmLabel,
  pending,
  error,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** The decisions to choose from; none for a warning. */
  decisions?: readonly ReportDecision[];
  confirmLabel: string;
  pending: boolean;
  error?: string | null;
  onClose: () => void;
  onConfirm: (input: { decision: ReportDecision | null; motifs: string }) => void;
}) {
  const [decision, setDecision] = useState<ReportDecision | ''>('');
  const [motifs, setMotifs] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  useEffect(() => {
    if (open) {
      setDecision('');
      setMotifs('');
      setProblem(null);
    }
  }, [open]);

  function confirm() {
    if (decisions && !decision) return setProblem(reportTexts.decisionRequired);
    if (!motifs.trim()) return setProblem(reportTexts.reasonsRequired);
    setProblem(null);
    onConfirm({ decision: decision || null, motifs: motifs.trim() });
  }
  const shown = problem ?? error ?? null;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            Annuler
          </Button>
          <Button variant="danger" onClick={confirm} disabled={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {decisions ? (
        <fieldset className={styles.choices}>
          <legend>Décision</legend>
          {(REPORT_DECISION_CODES as readonly ReportDecision[])
            .filter((code) => decisions.includes(code))
            .map((code) => (
              <label key={code} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-decision`}
                  value={code}
                  checked={decision === code}
                  onChange={() => setDecision(code)}
                />
                {REPORT_DECISIONS[code]}
              </label>
            ))}
        </fieldset>
      ) : null}
      <label htmlFor={`${id}-motifs`} className={styles.label}>
        Motifs (envoyés aux membres concernés)
      </label>
      <textarea
        id={`${id}-motifs`}
        className={styles.textarea}
        rows={4}
        maxLength={DECISION_REASONS_MAX}
        value={motifs}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        onChange={(event) => setMotifs(event.target.value)}
      />
      {shown ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {shown}
        </p>
      ) : null}
    </Dialog>
  );
}
