import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './dialog.module.css';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  /** The whole screen (the phone's place picker, docs/product/README.md Home). */
  fullScreen?: boolean;
}

/**
 * A modal on the native <dialog>: focus is trapped and restored by the browser, Escape closes.
 */
export function Dialog({ open, onClose, title, children, actions, fullScreen }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={fullScreen ? `${styles.dialog} ${styles.fullScreen}` : styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (event.target === ref.current) onClose();
      }}
    >
      {open ? (
        <>
          <div className={styles.header}>
            <h2 id={titleId}>{title}</h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label="Fermer">
              ×
            </button>
          </div>
          <div className={styles.body}>
            {children}
            {actions ? <div className={styles.actions}>{actions}</div> : null}
          </div>
        </>
      ) : null}
    </dialog>
  );
}
