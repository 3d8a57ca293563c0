import { useState } from 'react';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';
import { resendValidation } from '../api/resend-validation';

/** An account not activated can ask for the validation mail again. */
export function ResendValidationButton({ email }: { email: string }) {
  const [state, setState] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      setState({ tone: 'success', text: await resendValidation(email) });
    } catch (error) {
      setState({
        tone: 'error',
        text: error instanceof ApiError ? error.detail : commonTexts.genericError,
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <div>
      {state ? <Notice tone={state.tone}>{state.text}</Notice> : null}
      <Button variant="secondary" onClick={() => void resend()} disabled={sending}>
        {sending ? 'Envoi…' : 'Renvoyer le mail de validation'}
      </Button>
    </div>
  );
}
