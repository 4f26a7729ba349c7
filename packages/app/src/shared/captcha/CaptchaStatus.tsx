import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useStores } from '../stores/StoresContext';
import { answerChallenge } from './captcha';

export interface CaptchaStatusProps {
  /** Form action name (reCAPTCHA v3 reports it). */
  action: string;
  /** Change it to get a fresh answer (an answer is spent by every submission). */
  round: number;
  onAnswer(answer: string): void;
  /** The form's validation message for the captcha field. */
  error?: string | undefined;
}

/**
 * The captcha of a form: fetches a challenge and answers it in the background (proof of work by
 * default), telling the person what is happening once they have started on the form (a focus,
 * a keystroke, a tap or a submission inside it): "Human check passed." before anyone has done
 * anything would be a claim about nobody.
 */
export function CaptchaStatus({ action, round, onAnswer, error }: CaptchaStatusProps) {
  const { api } = useStores();
  const [state, setState] = useState<'working' | 'done' | 'failed'>('working');
  const [failure, setFailure] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const [engaged, setEngaged] = useState(false);

  useEffect(() => {
    const form = root.current?.closest('form');
    if (!form) {
      setEngaged(true);
      return undefined;
    }
    const engage = () => setEngaged(true);
    const events = ['focusin', 'input', 'pointerdown', 'submit'] as const;
    for (const name of events) form.addEventListener(name, engage);
    return () => {
      for (const name of events) form.removeEventListener(name, engage);
    };
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setState('working');
    api
      .getCaptchaChallenge(controller.signal)
      .then((answer) => answerChallenge(answer.data, action, controller.signal))
      .then((solution) => {
        if (controller.signal.aborted) return;
        onAnswer(solution);
        setState('done');
      })
      .catch((cause: unknown) => {
        if (controller.signal.aborted) return;
        setFailure(cause instanceof Error ? cause.message : 'The captcha could not be loaded.');
        setState('failed');
      });
    return () => controller.abort();
    // onAnswer is a setter from the form; a new round is the only reason to start again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, action, round]);

  const message =
    state === 'working'
      ? 'Checking that you are human…'
      : state === 'done'
        ? 'Human check passed.'
        : (failure ?? 'The captcha could not be loaded.');
  // A failure or a validation message is shown whatever the person has done.
  const shown = engaged || state === 'failed' || Boolean(error);
  return (
    <Box ref={root} sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 1, minHeight: 24 }}>
      {shown && state === 'working' ? <CircularProgress size={16} aria-hidden /> : null}
      <Typography
        role="status"
        variant="body2"
        color={state === 'failed' || (error && state !== 'done') ? 'error' : 'text.secondary'}
      >
        {shown ? (state !== 'done' && error ? `${error}. ${message}` : message) : null}
      </Typography>
    </Box>
  );
}
