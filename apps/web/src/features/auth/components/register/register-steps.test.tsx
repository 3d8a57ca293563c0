import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerBodySchema } from '@bonneroute/shared/auth';
import { maxLengthOf } from '@/lib/forms/schema-rules';
import { fakeApi, renderPage } from '../../test-utils';
import { emptyDraft } from './registration-draft';
import { StepEmail } from './step-email';
import { StepIdentity } from './step-identity';
import { StepTitle } from './step-title';

afterEach(() => vi.unstubAllGlobals());

const path = '/inscription-bonneroutier';
const next = () => screen.getByRole('button', { name: 'Continuer' });

describe('registration steps on POST /register’s schema', () => {
  it('step 1 refuses an invalid address in French without checking it', async () => {
    const api = fakeApi();
    const onNext = vi.fn();
    const user = userEvent.setup();
    renderPage(<StepEmail initialEmail="" onNext={onNext} />, path, path);
    expect(screen.getByLabelText('Adresse email')).toHaveProperty(
      'maxLength',
      maxLengthOf(registerBodySchema.shape.email),
    );
    await user.type(screen.getByLabelText('Adresse email'), 'zoe@');
    await user.click(next());
    expect(await screen.findByText('Cette adresse email n’est pas valide.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    expect(onNext).not.toHaveBeenCalled();
  });

  it('step 2 reads its limits from the schema and shows its messages', async () => {
    const onNext = vi.fn();
    const user = userEvent.setup();
    renderPage(<StepIdentity initial={emptyDraft} onNext={onNext} onBack={vi.fn()} />, path, path);
    expect(screen.getByLabelText('Prénom')).toHaveProperty(
      'maxLength',
      maxLengthOf(registerBodySchema.shape.prenom),
    );
    expect(screen.getByLabelText('Nom')).toHaveProperty('maxLength', 75);
    expect(screen.getByLabelText('Date de naissance')).toHaveProperty('maxLength', 10);
    await user.click(next());
    expect(await screen.findByText('Le prénom est obligatoire.')).toBeTruthy();
    expect(screen.getByText('Le nom est obligatoire.')).toBeTruthy();
    expect(screen.getByText('La date doit avoir le format JJ/MM/AAAA')).toBeTruthy();
    expect(onNext).not.toHaveBeenCalled();
  });

  it('step 2 hands on trimmed names and the date both as typed and as the API takes it', async () => {
    const onNext = vi.fn();
    const user = userEvent.setup();
    renderPage(<StepIdentity initial={emptyDraft} onNext={onNext} onBack={vi.fn()} />, path, path);
    await user.type(screen.getByLabelText('Prénom'), ' Zoé ');
    await user.type(screen.getByLabelText('Nom'), 'Lambert');
    await user.type(screen.getByLabelText('Date de naissance'), '1/5/1990');
    expect(screen.getByLabelText('Date de naissance')).toHaveProperty('value', '01/05/1990');
    await user.click(next());
    await vi.waitFor(() =>
      expect(onNext).toHaveBeenCalledWith({
        prenom: 'Zoé',
        nom: 'Lambert',
        date_naissance: '1990-05-01',
        birthDate: '01/05/1990',
      }),
    );
  });

  it('step 3 asks for a choice until one is picked', async () => {
    const onNext = vi.fn();
    const user = userEvent.setup();
    renderPage(<StepTitle initial="" onNext={onNext} onBack={vi.fn()} />, path, path);
    await user.click(next());
    expect(
      await screen.findByText('Choisissez Madame, Monsieur ou Ni l’un ni l’autre.'),
    ).toBeTruthy();
    await user.click(screen.getByLabelText('Madame'));
    expect(screen.queryByText('Choisissez Madame, Monsieur ou Ni l’un ni l’autre.')).toBeNull();
    await user.click(next());
    await vi.waitFor(() => expect(onNext).toHaveBeenCalledWith('F'));
  });
});
