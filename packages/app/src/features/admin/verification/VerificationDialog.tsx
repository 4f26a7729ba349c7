import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  VERIFICATION_CHECKS,
  VERIFICATION_CHECK_LABELS,
  type CompanyVerificationRow,
  type VerificationChecklist,
} from '@atlas/api/company-verification';
import { ApiError } from '@atlas/api/http';
import { FormAlert } from '../../../shared/forms/FormAlert';

/** What staff do with a request: decide a waiting one, or revoke a current verification. */
export type VerificationAction = 'decide' | 'revoke';

const NONE_TICKED: VerificationChecklist = {
  registration_checked: false,
  email_confirmed: false,
  documents_match_name: false,
  documents_current: false,
  website_matches: false,
};

const day = (iso: string) => iso.slice(0, 10);

/** The evidence of a request, as staff check it. */
function Evidence({ row }: { row: CompanyVerificationRow }) {
  return (
    <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gap: 0.5, overflowWrap: 'anywhere' }}>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        Company
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {`${row.company.name} · ${row.company.website ?? 'no website'}`}
      </Typography>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        Registration
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {`${row.registration_number} (${row.country.name})`}
      </Typography>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        Address at the domain
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {`${row.email} — ${row.email_at_domain ? 'at the website domain' : 'NOT at the website domain'}, ${row.email_confirmed_at ? `confirmed ${day(row.email_confirmed_at)}` : 'not confirmed yet'}`}
      </Typography>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        Documents
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {row.documents.map((document) => (
            <li key={document.id}>
              <Link href={document.url} target="_blank" rel="noopener">
                {document.name}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
      {row.submitted_by ? (
        <>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            Sent by
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {`${row.submitted_by.name} <${row.submitted_by.email}>, ${day(row.created_at)}`}
          </Typography>
        </>
      ) : null}
    </Box>
  );
}

export interface VerificationDialogProps {
  row: CompanyVerificationRow;
  action: VerificationAction;
  onClose(): void;
  /** Decides the request; answers what the alert says. */
  onDecide(
    decision: 'approve' | 'reject',
    checklist: VerificationChecklist,
    reason: string,
  ): Promise<string>;
  /** Revokes the verification; answers what the alert says. */
  onRevoke(reason: string): Promise<string>;
  /** Told what happened once the server agreed. */
  onDone(message: string): void;
}

/**
 * A request's evidence with the checklist and the reason (e-mailed to the company's members):
 * approving needs every check ticked; rejecting and revoking need only the reason.
 */
export function VerificationDialog({
  row,
  action,
  onClose,
  onDecide,
  onRevoke,
  onDone,
}: VerificationDialogProps) {
  const [checklist, setChecklist] = useState<VerificationChecklist>(NONE_TICKED);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // Said while a check is left after an approval was asked for: ticking the last one clears it.
  const [approvalAsked, setApprovalAsked] = useState(false);
  const [sending, setSending] = useState(false);
  const unticked = VERIFICATION_CHECKS.some((check) => !checklist[check]);
  const title =
    action === 'revoke'
      ? `Revoke the verification of ${row.company.name}`
      : `Decide on ${row.company.name}`;

  const send = async (what: 'approve' | 'reject' | 'revoke') => {
    setFormError(null);
    if (reason.trim().length < 3) {
      setReasonError('Give the company a reason (at least 3 characters)');
      return;
    }
    setReasonError(null);
    if (what === 'approve' && unticked) {
      setApprovalAsked(true);
      return;
    }
    setSending(true);
    try {
      onDone(
        what === 'revoke'
          ? await onRevoke(reason.trim())
          : await onDecide(what, checklist, reason.trim()),
      );
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : 'Something went wrong. Try again.');
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open
      onClose={() => (sending ? undefined : onClose())}
      aria-labelledby="verification-dialog-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="verification-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <FormAlert
          message={
            formError ??
            (approvalAsked && unticked
              ? 'Tick every check before approving, or reject the request.'
              : null)
          }
        />
        <Evidence row={row} />
        {action === 'decide' ? (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
            <Typography component="legend" sx={{ fontWeight: 600 }}>
              Checklist
            </Typography>
            <FormGroup>
              {VERIFICATION_CHECKS.map((check) => (
                <FormControlLabel
                  key={check}
                  control={
                    <Checkbox
                      checked={checklist[check]}
                      onChange={(event) =>
                        setChecklist((previous) => ({ ...previous, [check]: event.target.checked }))
                      }
                    />
                  }
                  label={VERIFICATION_CHECK_LABELS[check]}
                />
              ))}
            </FormGroup>
          </Box>
        ) : null}
        <TextField
          label="Reason (e-mailed to the company's members)"
          required
          fullWidth
          multiline
          minRows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={reasonError !== null}
          helperText={reasonError ?? undefined}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={sending}>
          Cancel
        </Button>
        {action === 'revoke' ? (
          <Button
            color="error"
            variant="contained"
            onClick={() => void send('revoke')}
            disabled={sending}
          >
            Revoke and e-mail
          </Button>
        ) : (
          <>
            <Button
              color="error"
              variant="outlined"
              onClick={() => void send('reject')}
              disabled={sending}
            >
              Reject and e-mail
            </Button>
            <Button variant="contained" onClick={() => void send('approve')} disabled={sending}>
              Approve and e-mail
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
