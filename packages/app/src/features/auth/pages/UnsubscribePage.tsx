import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useStores } from '../../../shared/stores/StoresContext';
import { AuthCard } from '../components/AuthCard';

/**
 * /email/unsubscribe/{email}/{company}?key=… — the unsubscribe link of every e-mail. It asks for a
 * click, so a mail scanner following links does not unsubscribe anybody.
 */
export function UnsubscribePage() {
  const { api } = useStores();
  const { email = '', company } = useParams();
  const [searchParams] = useSearchParams();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function unsubscribe() {
    setBusy(true);
    try {
      const answer = await api.unsubscribe({
        email,
        company,
        key: searchParams.get('key') ?? '',
      });
      setOutcome({ ok: true, message: answer.message });
    } catch (error) {
      setOutcome({
        ok: false,
        message: error instanceof Error ? error.message : 'This link does not work.',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Unsubscribe"
      intro={`Stop all optional e-mails to ${email}? Account e-mails (verification, password reset) still arrive.`}
    >
      {outcome ? (
        <Alert severity={outcome.ok ? 'success' : 'error'}>{outcome.message}</Alert>
      ) : (
        <Button variant="contained" onClick={() => void unsubscribe()} disabled={busy}>
          Unsubscribe
        </Button>
      )}
    </AuthCard>
  );
}
