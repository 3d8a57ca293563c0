import { useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  accountRemovalBodySchema,
  identityCorrectionBodySchema,
  type AdminUser,
  type CorrectionField,
} from '@bonneroute/shared/admin';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';
import { bodyResolver } from '@/lib/forms/body-resolver';
import { maxLengthOf } from '@/lib/forms/schema-rules';
import { useCorrectAccount } from '../api/admin-api';

const correction = identityCorrectionBodySchema.shape;

interface CorrectionForm {
  field: CorrectionField;
  motif: string;
  prenom: string;
  nom: string;
}
type CorrectionBody = { motif: string; nom?: string; prenom?: string };
const EMPTY: CorrectionForm = { field: 'identite', motif: '', prenom: '', nom: '' };

const removalResolver = bodyResolver(accountRemovalBodySchema, (values: CorrectionForm) => ({
  motif: values.motif,
}));
/** A name left empty is not corrected. */
const identityResolver = bodyResolver(identityCorrectionBodySchema, (values: CorrectionForm) => ({
  motif: values.motif,
  ...(values.prenom.trim() ? { prenom: values.prenom } : {}),
  ...(values.nom.trim() ? { nom: values.nom } : {}),
}));
/** The body of the chosen correction, read by its schema. */
const resolver: Resolver<CorrectionForm, unknown, CorrectionBody> = (values, context, options) =>
  values.field === 'identite'
    ? identityResolver(values, context, options)
    : removalResolver(values, context, options);

const CHOICES: { field: CorrectionField; label: string; done: string }[] = [
  { field: 'identite', label: 'Corriger le nom ou le prénom', done: 'L’identité est corrigée.' },
  { field: 'telephone', label: 'Retirer le numéro de téléphone', done: 'Le numéro est retiré.' },
  { field: 'avatar', label: 'Retirer la photo de profil', done: 'La photo est retirée.' },
  { field: 'iban', label: 'Retirer l’IBAN', done: 'L’IBAN est retiré.' },
];

/**
 * An ADMIN corrects a member's account through explicit, journaled actions (never by
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
  const form = useForm<CorrectionForm, unknown, CorrectionBody>({
    defaultValues: EMPTY,
    mode: 'onChange',
    resolver,
  });
  const field = useWatch({ control: form.control, name: 'field' });
  const { errors } = form.formState;
  // A name the schema refuses says why; an empty reason or no name keeps the button disabled.
  const nameError = errors.prenom?.message ?? errors.nom?.message;
  const choice = CHOICES.find((c) => c.field === field)!;
  const save = form.handleSubmit((body) => {
    if (!user) return;
    correct.mutate(
      { id: user.id, field, body },
      {
        onSuccess: () => {
          form.reset({ ...EMPTY, field });
          onDone(choice.done);
        },
      },
    );
  });

  return (
    <Dialog
      open={user !== null}
      onClose={() => {
        correct.reset();
        onClose();
      }}
      title={user ? `Corriger le compte de ${user.prenom} ${user.nom}` : 'Corriger un compte'}
      actions={
        <Button disabled={!form.formState.isValid || correct.isPending} onClick={() => void save()}>
          Enregistrer la correction
        </Button>
      }
    >
      <p>
        La personne est prévenue avec votre motif, et la correction est écrite dans le journal
        (avant et après).
      </p>
      {nameError ? <Notice tone="error">{nameError}</Notice> : null}
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
            <input type="radio" value={c.field} {...form.register('field')} /> {c.label}
          </label>
        ))}
      </fieldset>
      {field === 'identite' ? (
        <>
          <label htmlFor="correction-prenom">Prénom corrigé</label>
          <input
            id="correction-prenom"
            maxLength={maxLengthOf(correction.prenom)}
            placeholder={user?.prenom}
            aria-invalid={errors.prenom ? true : undefined}
            {...form.register('prenom')}
          />
          <label htmlFor="correction-nom">Nom corrigé</label>
          <input
            id="correction-nom"
            maxLength={maxLengthOf(correction.nom)}
            placeholder={user?.nom}
            aria-invalid={errors.nom ? true : undefined}
            {...form.register('nom')}
          />
        </>
      ) : null}
      <label htmlFor="correction-motif">Motif (lu par la personne)</label>
      <textarea
        id="correction-motif"
        maxLength={maxLengthOf(correction.motif)}
        rows={3}
        style={{ width: '100%' }}
        {...form.register('motif')}
      />
    </Dialog>
  );
}
