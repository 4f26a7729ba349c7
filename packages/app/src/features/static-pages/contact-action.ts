import type { ActionFunctionArgs } from 'react-router-dom';
import type { ApiClient } from '@atlas/api/client';
import { SendContactMessageBodySchema } from '@atlas/api/endpoints/send-contact-message';
import {
  apiFailure,
  fieldsOfIssues,
  formDone,
  formFailure,
  readFormValues,
  shownValues,
  withCaptchaWait,
} from '../../shared/forms/form-action';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** A key for a posted message that came without one (the hydrated form makes its own). */
function newKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/**
 * The /contact form posted by the browser itself, before the page's script ran (issue 33): the
 * same schema as the form; without the captcha's answer (worked out by the script) the page asks
 * to wait for it, keeping what was typed.
 */
export async function contactAction(api: ApiClient, { request }: ActionFunctionArgs) {
  const values = await readFormValues(request, [...FIELDS, 'captcha', 'idempotency_key']);
  const shown = shownValues(values, FIELDS);
  const checked = SendContactMessageBodySchema.safeParse({
    ...values,
    idempotency_key: values.idempotency_key || newKey(),
  });
  if (!checked.success) {
    const failure = withCaptchaWait(fieldsOfIssues(checked.error.issues), values.captcha);
    return formFailure(shown, failure, failure.fields.length ? 400 : 422);
  }
  try {
    return formDone((await api.sendContactMessage(checked.data)).message);
  } catch (error) {
    return apiFailure(shown, error, [...FIELDS, 'captcha']);
  }
}
