import { useState, type FormEvent } from 'react';
import { emailProblem } from '@bonneroute/shared/auth';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';
import { requestPasswordReset } from '../api/forgot-password';
import styles from './auth-card.module.css';
import { EmailField } from './email-field';

/** spec §2 "forgot password" mode: one e-mail field, the spec §8 messages. */
export function ForgotPasswordForm({ initialEmail }: { initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailProblem(email);
    setFieldError(problem);
    if (problem) return;
    setSending(true);
    setResult(null);
    try {
      setResult({ tone: 'success', text: await requestPasswordReset(email) });
    } catch (error) {
      const text = error instanceof ApiError ? error.detail : commonTexts.genericError;
      setResult({ tone: 'error', text });
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <EmailField value={email} onChange={setEmail} error={fieldError} />
      {result ? <Notice tone={result.tone}>{result.text}</Notice> : null}
      <div className={styles.actions}>
        <Button type="submit" block disabled={sending}>
          {sending ? 'Envoi…' : 'Recevoir un lien de réinitialisation'}
        </Button>
      </div>
    </form>
  );
}
