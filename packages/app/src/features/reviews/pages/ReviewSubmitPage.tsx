import { useState } from 'react';
import { Link as RouterLink, useLoaderData, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReviewFormData } from '@atlas/api/endpoints/get-review-form';
import type { SubmitReviewResponse } from '@atlas/api/endpoints/submit-review';
import { paths } from '../../../config/paths';
import { ReviewForm } from '../components/ReviewForm';

export interface ReviewSubmitPageData {
  form: ReviewFormData;
}

/** /company/review/submit/{slug}: write a review of one company, in four steps. */
export function ReviewSubmitPage() {
  const { form } = useLoaderData<ReviewSubmitPageData>();
  const [searchParams] = useSearchParams();
  const [submitted, setSubmitted] = useState<SubmitReviewResponse | null>(null);
  const company = form.company;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 5 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
          {submitted ? 'Thank you for your review' : `Review ${company.name}`}
        </Typography>
        {submitted ? (
          <>
            <Alert severity="success" sx={{ my: 2 }} role="status">
              {submitted.message}
            </Alert>
            <Typography>
              <Link component={RouterLink} to={paths.company(company.slug)}>
                Back to {company.name}
              </Link>
            </Typography>
          </>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              Share your experience of working with {company.name}. It takes about five minutes;
              your review appears after our moderators have read it.
            </Typography>
            {form.invitation?.status === 'invalid' ? (
              <Alert severity="warning" sx={{ mb: 3 }}>
                {form.invitation.message} You can still write a review; it will not be labelled as
                invited.
              </Alert>
            ) : null}
            <ReviewForm
              form={form}
              invitationToken={searchParams.get('token') ?? undefined}
              onSubmitted={(answer) => {
                setSubmitted(answer);
                if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
              }}
            />
          </>
        )}
      </Paper>
    </Container>
  );
}
