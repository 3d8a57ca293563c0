import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { documentDecisionBodySchema, suspendUserBodySchema } from '@bonneroute/shared/admin';
import { maxLengthOf } from '@/lib/forms/schema-rules';
import { ReasonDialog } from './reason-dialog';

beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

function renderDialog() {
  const onConfirm = vi.fn();
  render(
    <ReasonDialog
      open
      title="Suspendre Léa Durand"
      schema={suspendUserBodySchema}
      inputId="motif-suspension"
      confirmLabel="Suspendre"
      pending={false}
      onClose={() => undefined}
      onConfirm={onConfirm}
    >
      <p>Ses trajets sont annulés.</p>
    </ReasonDialog>,
  );
  return onConfirm;
}

describe('reason dialog (the action’s body schema)', () => {
  it('takes the reason’s limit from the schema and needs a reason that is not blank', async () => {
    const onConfirm = renderDialog();
    const motif = screen.getByLabelText('Motif (écrit dans le journal)') as HTMLTextAreaElement;
    expect(motif.maxLength).toBe(maxLengthOf(suspendUserBodySchema.shape.motif));
    const confirm = screen.getByRole('button', { name: 'Suspendre' }) as HTMLButtonElement;
    const events = userEvent.setup();
    await events.type(motif, '   ');
    await waitFor(() => expect(confirm.disabled).toBe(true));
    await events.type(motif, 'Annonces frauduleuses ');
    await waitFor(() => expect(confirm.disabled).toBe(false));
    await events.click(confirm);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Annonces frauduleuses'));
  });
});

describe('document refusal (documentDecisionBodySchema with decision REFUSE)', () => {
  it('needs the reason the refinement asks for, within the schema’s limit', async () => {
    const onConfirm = vi.fn();
    render(
      <ReasonDialog
        open
        title="Refuser la pièce"
        schema={documentDecisionBodySchema}
        body={{ decision: 'REFUSE' }}
        label="Motif du refus (la personne le lira)"
        inputId="motif-refus"
        confirmLabel="Confirmer le refus"
        pending={false}
        onClose={() => undefined}
        onConfirm={onConfirm}
      />,
    );
    const motif = screen.getByLabelText('Motif du refus (la personne le lira)');
    expect((motif as HTMLTextAreaElement).maxLength).toBe(
      maxLengthOf(documentDecisionBodySchema.shape.motif),
    );
    const confirm = screen.getByRole('button', { name: 'Confirmer le refus' }) as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).toBe(true));
    await userEvent.setup().type(motif, 'Photo illisible');
    await waitFor(() => expect(confirm.disabled).toBe(false));
  });
});
