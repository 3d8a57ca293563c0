import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DriverInfoDialog } from './driver-info-dialog';

beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

describe('driver info dialog (docs/product/trips-and-search.md: every field required, limits of the server schema)', () => {
  it(
    'keeps the button disabled until every field is filled, then sends what was typed',
    { timeout: 15_000 },
    async () => {
      const onSave = vi.fn();
      render(
        <DriverInfoDialog open onClose={() => {}} onSave={onSave} error={null} pending={false} />,
      );
      const events = userEvent.setup();
      const button = screen.getByRole('button', { name: 'Enregistrer et publier', hidden: true });
      const postcode = screen.getByLabelText('Code postal') as HTMLInputElement;
      expect(postcode.maxLength).toBe(10);
      expect((screen.getByLabelText('Adresse') as HTMLInputElement).maxLength).toBe(255);
      await events.type(screen.getByLabelText('Adresse'), '3 rue des Lilas');
      await events.type(screen.getByLabelText('Ville'), 'Lyon');
      await events.type(postcode, '   ');
      expect(button.hasAttribute('disabled')).toBe(true);
      await events.clear(postcode);
      await events.type(postcode, '69001');
      await vi.waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
      await events.click(button);
      expect(onSave).toHaveBeenCalledWith({
        adresse: '3 rue des Lilas',
        ville: 'Lyon',
        code_postal: '69001',
        pays_residence: 'FR',
        nationalite: 'FR',
      });
    },
  );

  it('takes a Belgian postcode for a Belgian resident and says why a French one is refused', async () => {
    const onSave = vi.fn();
    render(
      <DriverInfoDialog open onClose={() => {}} onSave={onSave} error={null} pending={false} />,
    );
    const events = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Enregistrer et publier', hidden: true });
    await events.type(screen.getByLabelText('Adresse'), 'Rue Neuve 1');
    await events.type(screen.getByLabelText('Ville'), 'Bruxelles');
    await events.type(screen.getByLabelText('Code postal'), '75001');
    await events.selectOptions(screen.getByLabelText('Pays de résidence'), 'BE');
    await vi.waitFor(() =>
      expect(
        screen.getByText(/Ce code postal ne correspond pas au pays \(Belgique\)/),
      ).toBeTruthy(),
    );
    expect(button.hasAttribute('disabled')).toBe(true);
    await events.clear(screen.getByLabelText('Code postal'));
    await events.type(screen.getByLabelText('Code postal'), '1000');
    await vi.waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await events.click(button);
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ code_postal: '1000', pays_residence: 'BE' }),
    );
  });
});
