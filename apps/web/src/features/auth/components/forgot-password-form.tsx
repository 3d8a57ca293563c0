import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailOnlyBodySchema } from '@bonneroute/shared/auth';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';
import { requestPasswordReset } from '../api/forgot-password';
import styles from './auth-card.module.css';
import { EmailField } from './email-field';
import { CHECK_ON_SUBMIT } from './form-options';

/** docs/product/accounts.md "forgot password" mode: one e-mail field (POST /password/forgot's schema), docs/product/accounts.md messages. */
export function ForgotPasswordForm({ initialEmail }: { initialEmail: string }) {
  const form = useForm<{ email: string }>({
    ...CHECK_ON_SUBMIT,
    defaultValues: { email: initialEmail },
    // raw: the address is sent as typed; the server's schema decides whether it is valid.
    resolver: zodResolver(emailOnlyBodySchema, undefined, { raw: true }),
  });
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [sending, setSending] = useState(false);

  const submit = form.handleSubmit(async ({ email }) => {
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
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <EmailField {...form.register('email')} error={form.formState.errors.email?.message} />
      {result ? <Notice tone={result.tone}>{result.text}</Notice> : null}
      <div className={styles.actions}>
        <Button type="submit" block disabled={sending}>
          {sending ? 'Envoi…' : 'Recevoir un lien de réinitialisation'}
        </Button>
      </div>
    </form>
  );
}
