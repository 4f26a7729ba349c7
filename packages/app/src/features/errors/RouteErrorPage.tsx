import { Component, type ReactNode } from 'react';
import { Link as RouterLink, useRouteError } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ERROR_PAGE_FAILED } from '../../shared/errors/messages';
import { describeError, type ErrorDescription } from '../../shared/errors/describe';
import { paths } from '../../config/paths';

/** SPEC §8 "Failed error page": what shows when the error page itself cannot be shown. */
export function FailedErrorPage() {
  return (
    <Container component="section" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, mb: 3 }}>
        {ERROR_PAGE_FAILED}
      </Typography>
      {/* A plain link: the router may be what failed. */}
      <Button href={paths.home()} variant="contained">
        Go back to home
      </Button>
    </Container>
  );
}

/** Shows the failed-error page when anything inside it throws while rendering. */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('The error page failed', error);
  }

  override render() {
    return this.state.failed ? <FailedErrorPage /> : this.props.children;
  }
}

export function ErrorContent({ description }: { description: ErrorDescription }) {
  return (
    <Container component="section" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="overline" component="p" color="text.secondary">
        {description.status}
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, mb: 2 }}>
        {description.title}
      </Typography>
      <Typography sx={{ mb: 4 }} color="text.secondary">
        {description.text}
      </Typography>
      <Box>
        <Button component={RouterLink} to={paths.home()} variant="contained" size="large">
          Go to Homepage
        </Button>
      </Box>
    </Container>
  );
}

/** The error element of the root route: not-found, validation failures and loader errors. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <ErrorPageBoundary>
      <ErrorContent description={describeError(error)} />
    </ErrorPageBoundary>
  );
}
