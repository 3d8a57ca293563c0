import { formatInstant } from '@bonneroute/shared/dates';
import { useState } from 'react';
import {
  adminDocumentTexts,
  documentDecisionBodySchema,
  type AdminDocument,
} from '@bonneroute/shared/admin';
import { formatEuros } from '@bonneroute/shared/pricing';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { usePageHead } from '@/lib/use-page-head';
import { fetchDocumentFile, useAdminDocuments, useDecideDocument } from '../api/admin-api';
import styles from '../components/admin.module.css';
import { ReasonDialog } from '../components/reason-dialog';
import { Pagination } from '@/components/ui/pagination';
import { usePageParam } from '../components/use-page-param';
import { useTimedMessage } from '@/lib/use-timed-message';

const SUCCESS_MS = 7000;
const TYPE_LABELS: Record<string, string> = {
  CNI: 'Carte d’identité',
  PASSPORT: 'Passeport',
  PERMIS: 'Permis de conduire',
};
const REFUSAL = { decision: 'REFUSE' };

/** Beyond docs/product: the team checks identity documents; payouts wait for it. */
export default function AdminDocumentsPage() {
  usePageHead('Administration — pièces d’identité');
  const [statut, setStatut] = useState<'a_verifier' | 'verifie'>('a_verifier');
  const [page, setPage] = usePageParam();
  const list = useAdminDocuments(statut, page);
  const decide = useDecideDocument();
  const { message: success, show: showSuccess } = useTimedMessage(SUCCESS_MS);
  const [refusing, setRefusing] = useState<AdminDocument | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const openFile = async (document: AdminDocument) => {
    setFileError(null);
    try {
      const url = URL.createObjectURL(await fetchDocumentFile(document));
      window.open(url, '_blank', 'noopener');
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      setFileError(error instanceof Error ? error.message : commonTexts.serviceUnavailable);
    }
  };

  const label = (document: AdminDocument) =>
    `${TYPE_LABELS[document.type_doc_code] ?? document.type_doc_code} de ${document.prenom} ${document.nom}`;

  return (
    <section aria-labelledby="admin-documents-title">
      <h1 id="admin-documents-title">Pièces d’identité</h1>
      <div role="group" aria-label="Afficher" className={styles.tabs}>
        <button
          type="button"
          aria-pressed={statut === 'a_verifier'}
          onClick={() => {
            setStatut('a_verifier');
            setPage(1);
          }}
        >
          À vérifier
        </button>
        <button
          type="button"
          aria-pressed={statut === 'verifie'}
          onClick={() => {
            setStatut('verifie');
            setPage(1);
          }}
        >
          Vérifiées
        </button>
      </div>
      {success ? <Notice tone="success">{success}</Notice> : null}
      {fileError ? <Notice tone="error">{fileError}</Notice> : null}
      {decide.isError ? (
        <Notice tone="error">
          {decide.error instanceof ApiError ? decide.error.detail : commonTexts.serviceUnavailable}
        </Notice>
      ) : null}
      {list.isPending ? (
        <Spinner label="Chargement des pièces…" />
      ) : list.isError ? (
        <Notice tone="error">{commonTexts.serviceUnavailable}</Notice>
      ) : list.data.data.length === 0 ? (
        <p>{statut === 'verifie' ? adminDocumentTexts.emptyVerified : adminDocumentTexts.empty}</p>
      ) : (
        <>
          <ul className={styles.list} aria-label="Pièces d’identité">
            {list.data.data.map((document) => (
              <li key={document.id} className={styles.row}>
                <div className={styles.rowMain}>
                  <strong>{label(document)}</strong>
                  <span className={styles.muted}>
                    {document.email} · envoyée le {formatInstant(document.created_at, 'longTime')}
                  </span>
                </div>
                <Button size="small" variant="secondary" onClick={() => void openFile(document)}>
                  Voir<span className="visually-hidden"> la {label(document)}</span>
                </Button>
                {document.is_verifie ? (
                  <span className={styles.status}>Vérifié</span>
                ) : (
                  <>
                    <Button
                      size="small"
                      disabled={decide.isPending}
                      aria-label={`Vérifier la ${label(document)}`}
                      onClick={() =>
                        decide.mutate(
                          { id: document.id, decision: 'VERIFIE' },
                          {
                            onSuccess: (answer) =>
                              showSuccess(
                                answer.data.versement > 0
                                  ? `${adminDocumentTexts.verified} ${formatEuros(answer.data.versement)} de gains lui ont été versés.`
                                  : adminDocumentTexts.verified,
                              ),
                          },
                        )
                      }
                    >
                      Vérifier
                    </Button>
                    <Button
                      size="small"
                      variant="danger"
                      aria-label={`Refuser la ${label(document)}`}
                      onClick={() => setRefusing(document)}
                    >
                      Refuser
                    </Button>
                  </>
                )}
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            lastPage={list.data.meta.last_page}
            onChange={setPage}
            label="Pages des pièces d’identité"
          />
        </>
      )}
      <ReasonDialog
        open={refusing !== null}
        onClose={() => setRefusing(null)}
        title="Refuser la pièce"
        schema={documentDecisionBodySchema}
        body={REFUSAL}
        label="Motif du refus (la personne le lira)"
        inputId="motif-refus"
        confirmLabel="Confirmer le refus"
        pending={decide.isPending}
        onConfirm={(motif) => {
          if (!refusing) return;
          decide.mutate(
            { id: refusing.id, decision: 'REFUSE', motif },
            {
              onSuccess: () => {
                setRefusing(null);
                showSuccess(adminDocumentTexts.refused);
              },
            },
          );
        }}
      />
    </section>
  );
}
