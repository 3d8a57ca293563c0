import { useState } from 'react';
import {
  identityCorrectionBodySchema,
  type AdminUser,
  type CorrectionField,
} from '@bonneroute/shared/admin';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';
import { maxLengthOf } from '@/lib/forms/schema-rules';
import { useCorrectAccount } from '../api/admin-api';

const correction = identityCorrectionBodySchema.shape;

const CHOICES: { field: CorrectionField; label: string; done: string }[] = [
  { field: 'identite', label: 'Corriger le nom ou le prénom', done: 'L’identité est corrigée.' },
  { field: 'telephone', label: 'Retirer le numéro de téléphone', done: 'Le numéro est retiré.' },
  { field: 'avatar', label: 'Retirer la photo de profil', done: 'La photo est retirée.' },
  { field: 'iban', label: 'Retirer l’IBAN', done: 'L’IBAN est retiré.' },
];

/**
 * Issue 16: an ADMIN corrects a member's account through explicit, journaled actions (never by
 * editing as the member): the reason is required, the member is notified.
 */
export function AccountCorrectionDialog({
  user,
  onClose,
  onDone,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const correct = useCorrectAccount();
  const [field, setField] = useState<CorrectionField>('identite');
  const [motif, setMotif] = useState('');
  const [prenom, setPrenom] = useState('');
  const [nom, setNom] = useState('');
  const identityMissing = field === 'identite' && !prenom.trim() && !nom.trim();
  const choice = CHOICES.find((c) => c.field === field)!;

  return (
    <Dialog
      open={user !== null}
      onClose={() => {
        correct.reset();
        onClose();
      }}
      title={user ? `Corriger le compte de ${user.prenom} ${user.nom}` : 'Corriger un compte'}
      actions={
        <Button
          disabled={motif.trim().length === 0 || identityMissing || correct.isPending}
          onClick={() => {
            if (!user) return;
            correct.mutate(
              {
                id: user.id,
                field,
                body: {
                  motif: motif.trim(),
                  ...(field === 'identite' && prenom.trim() ? { prenom: prenom.trim() } : {}),
                  ...(field === 'identite' && nom.trim() ? { nom: nom.trim() } : {}),
                },
              },
              {
                onSuccess: () => {
                  setMotif('');
                  setPrenom('');
                  setNom('');
                  onDone(choice.done);
                },
              },
            );
          }}
        >
          Enregistrer la correction
        </Button>
      }
    >
      <p>
        La personne est prévenue avec votre motif, et la correction est écrite dans le journal
        (avant et après).
      </p>
      {correct.isError ? (
        <Notice tone="error">
          {correct.error instanceof ApiError
            ? correct.error.detail
            : commonTexts.serviceUnavailable}
        </Notice>
      ) : null}
      <fieldset>
        <legend>Correction</legend>
        {CHOICES.map((c) => (
          <label key={c.field} style={{ display: 'block' }}>
            <input
              type="radio"
              name="correction"
              value={c.field}
              checked={field === c.field}
              onChange={() => setField(c.field)}
            />{' '}
            {c.label}
          </label>
        ))}
      </fieldset>
      {field === 'identite' ? (
        <>
          <label htmlFor="correction-prenom">Prénom corrigé</label>
          <input
            id="correction-prenom"
            value={prenom}
            maxLength={maxLengthOf(correction.prenom)}
            placeholder={user?.prenom}
            onChange={(event) => setPrenom(event.target.value)}
          />
          <label htmlFor="correction-nom">Nom corrigé</label>
          <input
            id="correction-nom"
            value={nom}
            maxLength={maxLengthOf(correction.nom)}
            placeholder={user?.nom}
            onChange={(event) => setNom(event.target.value)}
          />
        </>
      ) : null}
      <label htmlFor="correction-motif">Motif (lu par la personne)</label>
      <textarea
        id="correction-motif"
        value={motif}
        maxLength={maxLengthOf(correction.motif)}
        rows={3}
        style={{ width: '100%' }}
        onChange={(event) => setMotif(event.target.value)}
      />
    </Dialog>
  );
}
