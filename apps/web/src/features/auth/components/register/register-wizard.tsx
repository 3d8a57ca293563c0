import { useEffect, useRef, useState, type ReactNode } from 'react';
import { StepEmail } from './step-email';
import { StepIdentity } from './step-identity';
import { StepPassword } from './step-password';
import { StepProgress } from './step-progress';
import { StepThanks } from './step-thanks';
import { StepTitle } from './step-title';
import { emptyDraft, STEP_TITLES, type RegistrationDraft } from './registration-draft';

/**
 * docs/product/accounts.md "Registration (5 steps)": each step advances when its validation passes. Focus
 * moves to the new step's heading so keyboard and screen-reader users follow along.
 */
export function RegisterWizard({ aside }: { aside?: ReactNode }) {
  const [step, setStep] = useState(1);
  const [draft, setDraft] = useState<RegistrationDraft>(emptyDraft);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const update = (values: Partial<RegistrationDraft>, next: number) => {
    setDraft((current) => ({ ...current, ...values }));
    setStep(next);
  };

  return (
    <div>
      <StepProgress step={step} />
      <h2 ref={heading} tabIndex={-1}>
        {STEP_TITLES[step - 1]}
      </h2>
      {step === 1 ? (
        <>
          <StepEmail initialEmail={draft.email} onNext={(email) => update({ email }, 2)} />
          {aside}
        </>
      ) : null}
      {step === 2 ? (
        <StepIdentity
          initial={draft}
          onNext={(values) => update(values, 3)}
          onBack={() => setStep(1)}
        />
      ) : null}
      {step === 3 ? (
        <StepTitle
          initial={draft.sexe}
          onNext={(sexe) => update({ sexe }, 4)}
          onBack={() => setStep(2)}
        />
      ) : null}
      {step === 4 ? (
        <StepPassword draft={draft} onRegistered={() => setStep(5)} onBack={() => setStep(3)} />
      ) : null}
      {step === 5 ? <StepThanks email={draft.email} prenom={draft.prenom} /> : null}
    </div>
  );
}
