import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { authTexts, emailProblem, normaliseEmail } from '@bonneroute/shared/auth';
import { buildPath } from '@bonneroute/shared/routes';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { isEmailFree } from '../../api/check-email';
import styles from '../auth-card.module.css';
import { EmailField } from '../email-field';

/** Step 1: the e-mail, checked free (spec §5: "checks it is not already registered"). */
export function StepEmail({
  initialEmail,
  onNext,
}: {
  initialEmail: string;
  onNext: (email: string) => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [taken, setTaken] = useState(false);
  const [checking, setChecking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTaken(false);
    const problem = emailProblem(email);
    setError(problem);
    if (problem) return;
    setChecking(true);
    try {
      if (await isEmailFree(normaliseEmail(email))) onNext(normaliseEmail(email));
      else {
        setTaken(true);
        setError(authTexts.emailTaken);
      }
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.detail : commonTexts.genericError);
    } finally {
      setChecking(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <EmailField value={email} onChange={setEmail} error={error} />
      {taken ? (
        <p>
          <Link to={buildPath('connexion')}>Se connecter</Link> ·{' '}
          <Link to={buildPath('motDePasseOublie', {}, { email: normaliseEmail(email) })}>
            {authTexts.forgotLink}
          </Link>
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" block disabled={checking}>
          {checking ? 'Vérification…' : 'Continuer'}
        </Button>
      </div>
    </form>
  );
}
