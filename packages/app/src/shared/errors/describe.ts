import { isRouteErrorResponse } from 'react-router-dom';
import { NOT_FOUND_MESSAGE, NOT_FOUND_TEXT, NOT_FOUND_TITLE } from './messages';

export interface ErrorDescription {
  status: number;
  title: string;
  text: string;
}

/** An HTTP error status, or undefined for anything else. */
function asStatus(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599
    ? value
    : undefined;
}

function statusOf(value: unknown, depth = 0): number | undefined {
  if (typeof value !== 'object' || value === null || depth > 2) return undefined;
  if ('status' in value && asStatus(value.status)) return asStatus(value.status);
  if ('statusCode' in value && asStatus(value.statusCode)) return asStatus(value.statusCode);
  if ('response' in value) return statusOf(value.response, depth + 1);
  return undefined;
}

/** "404", "Request failed with status code 403", "status 410": the status a message names. */
function statusFromMessage(message: string): number | undefined {
  const match = /^\s*(\d{3})\b|\bstatus(?:\s+code)?\s*:?\s*(\d{3})\b/i.exec(message);
  return asStatus(Number(match?.[1] ?? match?.[2]));
}

const METHOD_TITLE = 'Nothing to send here';
const METHOD_TEXT =
  'This page does not take a form. Please go back to the page of the form and send it from there.';

const SERVER_ERROR_TEXT = 'Something went wrong on our side. Please try again in a moment.';

/**
 * SPEC §8: the status comes from the message, the status or the response status; 500 otherwise.
 * Texts the app throws on purpose (route error responses) are shown; the messages of unexpected
 * server-side failures are not, since they may describe internals.
 */
export function describeError(error: unknown): ErrorDescription {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      return error.data === NOT_FOUND_MESSAGE
        ? { status: 404, title: NOT_FOUND_MESSAGE, text: NOT_FOUND_TEXT }
        : { status: 404, title: NOT_FOUND_TITLE, text: NOT_FOUND_TEXT };
    }
    // A form posted to a page that takes none (the router has no action for it, issue 33).
    if (error.status === 405) return { status: 405, title: METHOD_TITLE, text: METHOD_TEXT };
    const text = typeof error.data === 'string' && error.data ? error.data : error.statusText;
    return {
      status: error.status,
      title: `Error ${error.status}`,
      text: text || 'Something went wrong.',
    };
  }
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const status = statusFromMessage(message) ?? statusOf(error) ?? 500;
  if (status === 404) return { status, title: NOT_FOUND_TITLE, text: NOT_FOUND_TEXT };
  return {
    status,
    title: `Error ${status}`,
    text: status >= 500 || !message ? SERVER_ERROR_TEXT : message,
  };
}
