import type { ActionFunctionArgs } from 'react-router-dom';
import { data } from 'react-router-dom';
import { ValetSubmissionBodySchema } from '@atlas/api/valet';
import {
  fieldsOfIssues,
  formFailure,
  readFormValues,
  type SubmittedForm,
} from '../../shared/forms/form-action';

/** What the first slide says when its title came before the page's script (issue 33). */
export const TITLE_KEPT =
  'Your title is kept. The next questions appear once the page has finished loading: press Next again then. They need JavaScript, so if it is turned off in your browser, please turn it on.';

/**
 * The wizard's first slide posted by the browser itself, before the page's script ran (issue
 * 33): the title is checked with the submission's own rule and the slide is drawn again with it,
 * so nothing typed is lost and the hydrated wizard goes on from there.
 */
export async function valetWizardAction({ request }: ActionFunctionArgs) {
  const values = await readFormValues(request, ['title']);
  const shown = { title: values.title ?? '' };
  const checked = ValetSubmissionBodySchema.shape.title.safeParse(shown.title);
  if (!checked.success)
    return formFailure(shown, {
      fields: fieldsOfIssues(checked.error.issues.map((issue) => ({ ...issue, path: ['title'] }))),
      formError: null,
    });
  return data<SubmittedForm>({ values: shown, fields: [], formError: null, done: TITLE_KEPT });
}
