import { Component, type ReactNode } from 'react';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import {
  ERROR_PAGE_FAILED,
  NOT_FOUND_MESSAGE,
  NOT_FOUND_TEXT,
  NOT_FOUND_TITLE,
} from '../../shared/errors/messages';

export interface ErrorDescription {
  status: number;
  title: string;
  text: string;
}

function statusOf(value: unknown): number | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if ('status' in value && typeof value.status === 'number') return value.status;
  if ('response' in value) return statusOf(value.response);
  return undefined;
}

/** SPEC §8: the status comes from the message, the status or the response status; 500 otherwise. */
export function describeError(error: unknown): ErrorDescription {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      return error.data === NOT_FOUND_MESSAGE
        ? { status: 404, title: NOT_FOUND_MESSAGE, text: NOT_FOUND_TEXT }
        : { status: 404, title: NOT_FOUND_TITLE, text: NOT_FOUND_TEXT };
    }
    const text = typeof error.data === 'string' && error.data ? error.data : error.statusText;
    return {
      status: error.status,
      title: `Error ${error.status}`,
      text: text || 'Something went wrong.',
    };
  }
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const fromMessage = /^\d{3}$/.test(message) ? Number(message) : undefined;
  const status = fromMessage ?? statusOf(error) ?? 500;
  return {
    status,
    title: status === 404 ? NOT_FOUND_TITLE : `Error ${status}`,
    text:
      status >= 500 ? 'Something went wrong on our side. Please try again in a moment.' : message,
  };
}

class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <Container sx={{ py: 8 }}>
          <Typography variant="h1">{ERROR_PAGE_FAILED}</Typography>
          <a href="/">Go back to home</a>
        </Container>
      );
    }
    return this.props.children;
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
        <Button component={RouterLink} to="/" variant="contained" size="large">
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
