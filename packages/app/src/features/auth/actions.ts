import { redirect, type ActionFunctionArgs } from 'react-router-dom';
import type { ApiClient } from '@atlas/api/client';
import { LoginBodySchema } from '@atlas/api/endpoints/login';
import { RegisterBodySchema } from '@atlas/api/endpoints/register';
import { ForgotPasswordBodySchema } from '@atlas/api/endpoints/forgot-password';
import { ResetPasswordBodySchema } from '@atlas/api/endpoints/reset-password';
import { safeRedirectPath } from '@atlas/api/validation-rules';
import {
  apiFailure,
  fieldsOfIssues,
  formDone,
  formFailure,
  readFormValues,
  shownValues,
  withCaptchaWait,
} from '../../shared/forms/form-action';

/**
 * The actions of the account forms, for a form the browser posted itself (the page's script had
 * not run, issue 33): the same schema as the form, the API called as the hydrated form calls it.
 * The server hands the API's cookies (a new session) on with the answer.
 */

/** Where the person was going (`?redirect=` of the posted page), when it is a page of this site. */
function returnPath(request: Request): string | undefined {
  return safeRedirectPath(new URL(request.url).searchParams.get('redirect'), '') || undefined;
}

export async function loginAction(api: ApiClient, { request }: ActionFunctionArgs) {
  const values = await readFormValues(request, ['email', 'password']);
  // The password is never sent back in the page.
  const shown = shownValues(values, ['email']);
  const checked = LoginBodySchema.safeParse(values);
  if (!checked.success)
    return formFailure(shown, { fields: fieldsOfIssues(checked.error.issues), formError: null });
  try {
    await api.login(checked.data);
  } catch (error) {
    return apiFailure(shown, error, ['email', 'password']);
  }
  // 303: the browser follows with a GET, so a reload does not post the password again.
  return redirect(returnPath(request) ?? '/', 303);
}

export async function registerAction(api: ApiClient, { request }: ActionFunctionArgs) {
  const values = await readFormValues(request, ['name', 'email', 'password', 'captcha']);
  const shown = shownValues(values, ['name', 'email']);
  const checked = RegisterBodySchema.safeParse(values);
  if (!checked.success) {
    const failure = withCaptchaWait(fieldsOfIssues(checked.error.issues), values.captcha);
    return formFailure(shown, failure, failure.fields.length ? 400 : 422);
  }
  const back = returnPath(request);
  try {
    const answer = await api.register(back ? { ...checked.data, redirect: back } : checked.data);
    return formDone(answer.message);
  } catch (error) {
    return apiFailure(shown, error, ['name', 'email', 'password', 'captcha']);
  }
}

export async function forgotPasswordAction(api: ApiClient, { request }: ActionFunctionArgs) {
  const values = await readFormValues(request, ['email', 'captcha']);
  const shown = shownValues(values, ['email']);
  const checked = ForgotPasswordBodySchema.safeParse(values);
  if (!checked.success) {
    const failure = withCaptchaWait(fieldsOfIssues(checked.error.issues), values.captcha);
    return formFailure(shown, failure, failure.fields.length ? 400 : 422);
  }
  const back = returnPath(request);
  try {
    const answer = await api.forgotPassword(
      back ? { ...checked.data, redirect: back } : checked.data,
    );
    return formDone(answer.message);
  } catch (error) {
    return apiFailure(shown, error, ['email', 'captcha']);
  }
}

/**
 * The new password of a reset link: the link's id and token are in the page's address, the
 * password in the form; the page shows the API's answer (a password is never sent back).
 */
export async function resetPasswordAction(api: ApiClient, { request }: ActionFunctionArgs) {
  const link = new URL(request.url).searchParams;
  const values = {
    ...(await readFormValues(request, ['password'])),
    id: link.get('id') ?? '',
    token: link.get('token') ?? '',
  };
  const checked = ResetPasswordBodySchema.safeParse(values);
  if (!checked.success) {
    // The link's own problems (a cut id or token) are the form's message: no field shows them.
    const fields = fieldsOfIssues(checked.error.issues);
    const ofLink = fields.filter((field) => field.field !== 'password');
    return formFailure(
      {},
      {
        fields: fields.filter((field) => field.field === 'password'),
        formError: ofLink.map((field) => field.message).join(' ') || null,
      },
    );
  }
  try {
    return formDone((await api.resetPassword(checked.data)).message);
  } catch (error) {
    return apiFailure({}, error, ['password']);
  }
}
