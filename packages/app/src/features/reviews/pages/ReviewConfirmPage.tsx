import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError } from '@atlas/api/http';
import { useStores } from '../../../shared/stores/StoresContext';

/** /company/review/confirm?token=…: the link of a review's confirmation e-mail. */
export function ReviewConfirmPage() {
  const { api } = useStores();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [state, setState] = useState<
    { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string }
  >({ kind: 'working' });
  const sent = useRef(false);

  useEffect(() => {
    // Once per page: the token is single-use (React's development double effects included).
    if (sent.current) return;
    sent.current = true;
    api
      .confirmReview({ token })
      .then((answer) => setState({ kind: 'done', message: answer.message }))
      .catch((error: unknown) =>
        setState({
          kind: 'failed',
          message:
            error instanceof ApiError && error.fields?.[0]
              ? error.fields[0].message
              : error instanceof Error
                ? error.message
                : 'The review could not be confirmed.',
        }),
      );
  }, [api, token]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
          Confirm your review
        </Typography>
        {state.kind === 'working' ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress size={18} aria-hidden />
            <Typography role="status">Confirming your review…</Typography>
          </Stack>
        ) : (
          <Alert severity={state.kind === 'done' ? 'success' : 'error'} role="status">
            {state.message}
          </Alert>
        )}
      </Paper>
    </Container>
  );
}
