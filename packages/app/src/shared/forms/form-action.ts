import { data, useActionData, type ActionFunctionArgs } from 'react-router-dom';
import { ApiError } from '@atlas/api/http';
import { UNEXPECTED_ERROR } from './server-error';

/**
 * What a form's route action answers when the browser posted the form itself (before the page's
 * script arrived, issue 33): the page is rendered again with these messages and values, and the
 * hydrated form starts from them.
 */
export interface SubmittedForm {
  /** What the person typed, to show again: never a password or a captcha answer. */
  values: Record<string, string>;
  /** Messages under named fields, as the API's error body names them. */
  fields: { field: string; message: string }[];
  /** The form's own message (above it). */
  formError: string | null;
  /** The success message, when the form was sent. */
  done?: string;
}

/** The form's message when a captcha is needed and the page's script has not run yet. */
export const CAPTCHA_NEEDS_SCRIPT =
  'Please wait until the page has finished loading (it checks in the background that you are not a robot), then send the form again. What you typed is kept.';

/** The form's message when it can only be sent by the page's script (several steps, uploads). */
export const FORM_NEEDS_SCRIPT =
  'Please wait until the page has finished loading, then send the form again. What you typed is kept.';

/**
 * The action of a form that only its script can send (a captcha worked out in the browser,
 * steps, ratings): posted before the script ran, the page comes back with the named text fields
 * as typed and asks to wait for the page (422), instead of refusing the post.
 */
export function keepTypedAction(names: readonly string[], message = FORM_NEEDS_SCRIPT) {
  return async ({ request }: ActionFunctionArgs) =>
    formFailure(await readFormValues(request, names), { fields: [], formError: message }, 422);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isSubmittedForm(value: unknown): value is SubmittedForm {
  if (!isRecord(value) || !isRecord(value.values) || !Array.isArray(value.fields)) return false;
  return value.formError === null || typeof value.formError === 'string';
}

/** The answer of this page's form action, when the page is that answer. */
export function useSubmittedForm(): SubmittedForm | undefined {
  const answer: unknown = useActionData();
  return isSubmittedForm(answer) ? answer : undefined;
}

/** The posted values of the text fields `names`, for the hydrated form to start from. */
export function postedText<Name extends string>(
  submitted: SubmittedForm | undefined,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  const values: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = submitted?.values[name];
    if (value !== undefined) values[name] = value;
  }
  return values;
}

/** The named text fields of a posted form (anything else, and files, left out). */
export async function readFormValues(
  request: Request,
  names: readonly string[],
): Promise<Record<string, string>> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return {};
  }
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/** The values that may be shown again: those named, without anything secret. */
export function shownValues(
  values: Record<string, string>,
  names: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name) => (name in values ? [[name, values[name] ?? '']] : [])),
  );
}

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** zod's issues as the API names fields: the first message of each top-level field. */
export function fieldsOfIssues(issues: readonly Issue[]): SubmittedForm['fields'] {
  const fields: SubmittedForm['fields'] = [];
  for (const issue of issues) {
    const name = issue.path[0];
    if (typeof name !== 'string' || fields.some((field) => field.field === name)) continue;
    fields.push({ field: name, message: issue.message });
  }
  return fields;
}

/**
 * The fields' messages with a missing captcha turned into the form's message that asks to wait
 * for the page's script (the proof-of-work captcha is worked out in the browser).
 */
export function withCaptchaWait(fields: SubmittedForm['fields'], captcha: string | undefined) {
  const missing = !captcha;
  return {
    fields: missing ? fields.filter((field) => field.field !== 'captcha') : fields,
    formError: missing ? CAPTCHA_NEEDS_SCRIPT : null,
  };
}

/** The page again with the form's messages (status 400, or the API's 4xx). */
export function formFailure(
  values: Record<string, string>,
  failure: Pick<SubmittedForm, 'fields' | 'formError'>,
  status = 400,
) {
  return data<SubmittedForm>({ values, ...failure }, { status });
}

/** The page again with what the API answered to the form: under its fields, or above the form. */
export function apiFailure(
  values: Record<string, string>,
  error: unknown,
  known: readonly string[],
) {
  if (!(error instanceof ApiError)) {
    return formFailure(values, { fields: [], formError: UNEXPECTED_ERROR }, 503);
  }
  const fields = (error.fields ?? []).filter((field) => known.includes(field.field));
  const unplaced = (error.fields ?? []).filter((field) => !known.includes(field.field));
  const formError = unplaced.length
    ? unplaced.map((field) => field.message).join(' ')
    : error.fields?.length
      ? null
      : error.message;
  // A page answers 400 for what was sent (a wrong password included), 422 and 429 as they are.
  const status =
    error.status === 422 || error.status === 429
      ? error.status
      : error.status >= 400 && error.status < 500
        ? 400
        : 503;
  return formFailure(values, { fields, formError }, status);
}

/** The page again with the form's success message. */
export function formDone(message: string) {
  return data<SubmittedForm>({ values: {}, fields: [], formError: null, done: message });
}
