import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  VALET_DECISION_REASON_MAX_LENGTH,
  VALET_DECLINE_REASON_MIN_LENGTH,
} from '@atlas/api/valet';
import { money } from '../components/format';
import type { ValetProjectStore } from '../stores/ValetProjectStore';
import type { QuotedMatch } from './quotes';

/** The decision a buyer is about to take on one quote. */
export interface PendingDecision {
  kind: 'accept' | 'decline';
  match: QuotedMatch;
}

/**
 * Confirms a decision on a quote: hiring a company (with an optional word for the others) or
 * declining its quote (with the reason the company reads).
 */
export const DecisionDialog = observer(function DecisionDialog({
  store,
  pending,
  onClose,
}: {
  store: ValetProjectStore;
  pending: PendingDecision | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  if (!pending) return null;
  const { kind, match } = pending;
  const name = match.company.name;
  const accepting = kind === 'accept';
  const others = store.released.filter(
    (item) =>
      item.company.id !== match.company.id &&
      item.status !== 'declined' &&
      item.buyer_decision === null,
  ).length;
  const submit = async () => {
    const text = reason.trim();
    if (!accepting && text.length < VALET_DECLINE_REASON_MIN_LENGTH) {
      setError('Tell the company why');
      return;
    }
    const done = accepting
      ? await store.acceptQuote(match.company.id, text)
      : await store.declineQuote(match.company.id, text);
    if (done) close();
    else setError(store.actionError);
  };
  return (
    <Dialog open onClose={close} aria-labelledby="quote-decision-title" fullWidth maxWidth="sm">
      <DialogTitle id="quote-decision-title">
        {accepting ? `Hire ${name}?` : `Decline ${name}’s quote?`}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {accepting
            ? `You accept ${money(match.quote.amount)}, ${match.quote.timeline}. ${name} is told at once and the conversation goes on.${others > 0 ? ` The ${others === 1 ? 'other company is' : `${others} other companies are`} thanked and told you chose another.` : ''}`
            : `${name} reads your reason. The other quotes stay open.`}
        </DialogContentText>
        {accepting && others === 0 ? (
          error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null
        ) : (
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label={accepting ? 'A word for the others (optional)' : 'Why do you decline?'}
            value={reason}
            required={!accepting}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: VALET_DECISION_REASON_MAX_LENGTH } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button
          variant="contained"
          color={accepting ? 'primary' : 'inherit'}
          disabled={store.deciding !== null}
          onClick={() => void submit()}
        >
          {store.deciding !== null ? 'Sending…' : accepting ? `Hire ${name}` : 'Decline the quote'}
        </Button>
      </DialogActions>
    </Dialog>
  );
});
