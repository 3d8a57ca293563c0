import { useState } from 'react';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  userSpaceTexts,
  type DocumentType,
  type FullUser,
} from '@bonneroute/shared/user-space';
import { Notice } from '@/components/ui/notice';
import { useUploadDocument } from '../../api/uploads';
import styles from './profile.module.css';

const ACCEPT = 'application/pdf,image/jpeg,image/png';

/** docs/product/user-space.md Documents: absent (upload), En cours de vérification (orange), Vérifié (green). */
export function DocumentsPanel({ user }: { user: FullUser }) {
  const upload = useUploadDocument(user.id);
  const [error, setError] = useState<string | null>(null);

  const send = (type: DocumentType, file: File | undefined) => {
    if (!file) return;
    if (file.size > DOCUMENT_MAX_BYTES) {
      setError(userSpaceTexts.documentTooLarge);
      return;
    }
    setError(null);
    upload.mutate(
      { type, file },
      { onError: (failure) => setError(failure.message || userSpaceTexts.serviceUnavailable) },
    );
  };

  return (
    <section aria-labelledby="documents-title">
      <h2 id="documents-title">Mon identité</h2>
      <p>
        Vos pièces restent privées : seule l’équipe BonneRoute les consulte pour vérifier votre
        identité, nécessaire au versement de vos gains.
      </p>
      <ul className={styles.list}>
        {DOCUMENT_TYPES.map(({ code, label }) => {
          const document = user.documents[code];
          return (
            <li key={code} className={styles.item}>
              <span>{label}</span>
              {document ? (
                <span className={document.is_verifie ? styles.verified : styles.pending}>
                  {document.is_verifie
                    ? userSpaceTexts.documentVerified
                    : userSpaceTexts.documentPending}
                </span>
              ) : (
                // A button-like label instead of the browser's raw file control, which does not
                // fit a phone; the input itself stays focusable for the keyboard.
                <label className={styles.upload}>
                  <input
                    type="file"
                    className={styles.fileInput}
                    accept={ACCEPT}
                    disabled={upload.isPending}
                    onChange={(event) => send(code, event.target.files?.[0])}
                  />
                  Envoyer<span className="visually-hidden"> : {label}</span>
                </label>
              )}
            </li>
          );
        })}
      </ul>
      <p>Formats acceptés : PDF, JPEG ou PNG, 5 Mo au maximum.</p>
      {error ? <Notice tone="error">{error}</Notice> : null}
    </section>
  );
}
