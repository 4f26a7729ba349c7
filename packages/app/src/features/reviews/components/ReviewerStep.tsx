import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReviewFormData } from '@atlas/api/endpoints/get-review-form';
import { COMPANY_SIZES } from '@atlas/api/options';
import { paths } from '../../../config/paths';
import { CaptchaStatus } from '../../../shared/captcha/CaptchaStatus';
import {
  CheckboxField,
  EmailField,
  NameField,
  NativeSelectField,
} from '../../../shared/forms/fields';
import { useStores } from '../../../shared/stores/StoresContext';
import type { VerificationMode } from '../form';
import { nullableNumber } from './ReviewSteps';
import type { ReviewDraftForm } from './useReviewForm';

/**
 * Step 4: the reviewer, what of them may be shown, and how the review is verified (the account,
 * the invitation, or an e-mailed link with a captcha).
 */
export const ReviewerStep = observer(function ReviewerStep({
  draft: { field, control, captcha },
  form,
  mode,
  invited,
}: {
  draft: ReviewDraftForm;
  form: ReviewFormData;
  mode: VerificationMode;
  /** The valid invitation the form was opened with, if any. */
  invited: Extract<ReviewFormData['invitation'], { status: 'valid' }> | null;
}) {
  const { user, config } = useStores();
  const redirect = paths.reviewSubmit(form.company.slug);
  const providers = config.authProviders ?? [];
  return (
    <>
      <NameField label="Your name" {...field('reviewer_name')} />
      <TextField
        label="Your role"
        autoComplete="organization-title"
        required
        fullWidth
        {...field('reviewer_role')}
      />
      <TextField
        label="Your company"
        autoComplete="organization"
        fullWidth
        {...field('reviewer_company')}
      />
      <NativeSelectField
        label="Your company's size"
        placeholder="Prefer not to say"
        options={COMPANY_SIZES.map((size) => ({
          value: size.id,
          label: `${size.label} employees`,
        }))}
        {...field('reviewer_company_size', { rules: { setValueAs: nullableNumber } })}
      />
      <Box>
        <CheckboxField
          control={control}
          name="show_reviewer_name"
          label="Show my name with the review"
        />
        <CheckboxField
          control={control}
          name="show_reviewer_company"
          label="Show my company's name with the review"
        />
      </Box>

      <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
        Verification
      </Typography>
      {mode === 'account' && user.user ? (
        <Alert severity="info">
          You are signed in as {user.user.name}. The review is sent from your account: no
          confirmation e-mail is needed.
        </Alert>
      ) : null}
      {mode === 'invitation' && invited ? (
        <Alert severity="info">
          {form.company.name} invited {invited.email} to write this review. It will be labelled as
          invited.
        </Alert>
      ) : null}
      {mode === 'email' ? (
        <>
          <Typography>
            Confirm by e-mail: we send you a link, and the review waits until you open it.
          </Typography>
          <EmailField
            label="Your e-mail address"
            {...field('email', {
              hint: 'Never shown publicly. A work address verifies best.',
            })}
          />
          <Box>
            <Typography>
              Or sign in instead (what you typed is kept):{' '}
              <Link href={paths.login(redirect)}>Log in</Link>
              {providers.map((provider) => (
                <span key={provider}>
                  {' · '}
                  <Link href={paths.loginWith(provider, redirect)}>
                    {provider === 'google' ? 'Continue with Google' : 'Continue with LinkedIn'}
                  </Link>
                </span>
              ))}
            </Typography>
          </Box>
        </>
      ) : null}
      {mode !== 'account' ? <CaptchaStatus action="review" {...captcha} /> : null}
      <Typography variant="body2" color="text.secondary">
        Every review is read by our moderators before it appears on the profile.
      </Typography>
    </>
  );
});
