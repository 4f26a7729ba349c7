import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CompanyVerification } from '@atlas/api/endpoints/company-verification';
import { DashboardCard } from '../components/DashboardCard';
import { describeVerification, sizeOf, verificationDate } from './describe';

/**
 * Where the company's verification stands, and the request it rests on: what was sent, when, and
 * staff's reason. While the address waits for its link, the link can be sent again.
 */
export function VerificationStatus({
  verification,
  onResend,
  resending,
}: {
  verification: CompanyVerification;
  onResend(): void;
  resending: boolean;
}) {
  const summary = describeVerification(verification);
  const request = verification.request;
  return (
    <DashboardCard title="Where it stands">
      <Alert severity={summary.severity} sx={{ mb: request ? 2 : 0 }}>
        <AlertTitle>{summary.title}</AlertTitle>
        {summary.detail}
      </Alert>
      {request ? (
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5, overflowWrap: 'anywhere' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            Latest request
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {`Sent ${verificationDate(request.created_at)}${request.decided_at ? `, decided ${verificationDate(request.decided_at)}` : ''}`}
          </Typography>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            Registration
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {`${request.registration_number} (${request.country.name})`}
          </Typography>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            Address at the company domain
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {`${request.email} — ${request.email_confirmed_at ? 'confirmed' : 'not confirmed yet'}`}
          </Typography>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            Documents
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {request.documents
              .map((document) => `${document.name} (${sizeOf(document.size)})`)
              .join(', ')}
          </Typography>
        </Box>
      ) : null}
      {verification.state === 'pending' ? (
        <Button
          variant="outlined"
          onClick={onResend}
          disabled={resending}
          sx={{ mt: 2, minHeight: 44 }}
        >
          {resending ? 'Sending…' : 'Send the link again'}
        </Button>
      ) : null}
    </DashboardCard>
  );
}
