import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useLoaderData, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  COMPANY_SUMMARY_MAX_LENGTH,
  SubmitCompanyBodySchema,
} from '@atlas/api/company-submissions';
import type { SubmitCompanyResponse } from '@atlas/api/endpoints/submit-company';
import { COMPANY_SIZES } from '@atlas/api/options';
import { paths } from '../../../config/paths';
import { useStores } from '../../../shared/stores/StoresContext';
import { useServerForm } from '../../../shared/forms/useServerForm';
import { postedText, useSubmittedForm } from '../../../shared/forms/form-action';
import { SUBMIT_TEXT } from '../submit-fields';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { EmailField, NativeSelectField, TextAreaField } from '../../../shared/forms/fields';
import { PageShell } from '../../../shared/shell/PageShell';
import { SUBMIT_STEPS, SubmitStore } from '../stores/SubmitStore';

type SubmitForm = z.input<typeof SubmitCompanyBodySchema>;

export interface SubmitPageData {
  countries: { id: number; name: string }[];
  services: { id: number; name: string }[];
}

/** What the confirmation page is handed (router state): the submission as stored. */
export interface SubmitConfirmationState {
  submission: SubmitCompanyResponse['data'];
  message: string;
}

const EMPTY: Partial<SubmitForm> = {
  name: '',
  website: '',
  email: '',
  summary: '',
  idempotency_key: '',
};

/** /companies/submit: a new company in four short steps, then staff review it. */
export const SubmitCompanyPage = observer(function SubmitCompanyPage() {
  const { countries, services } = useLoaderData<SubmitPageData>();
  const { api } = useStores();
  const navigate = useNavigate();
  const [store] = useState(() => new SubmitStore(api));
  useEffect(() => () => store.dispose(), [store]);

  // The answer of the form the browser posted before the page's script ran.
  const submitted = useSubmittedForm();
  const form = useServerForm<SubmitForm, z.output<typeof SubmitCompanyBodySchema>>({
    schema: SubmitCompanyBodySchema,
    defaultValues: { ...EMPTY, ...postedText(submitted, SUBMIT_TEXT) },
    submitted,
    mode: 'onTouched',
    serverFields: [
      'name',
      'website',
      'email',
      'summary',
      'company_size',
      'country_id',
      'city_id',
      'service_id',
    ],
  });
  const { field, formError, setValue, trigger, watch, isSubmitting, getValues } = form;

  const name = watch('name') ?? '';
  const website = watch('website') ?? '';
  const countryId = watch('country_id');
  useEffect(() => store.checkDuplicates(String(name), String(website)), [store, name, website]);
  useEffect(() => {
    void store.loadCities(countryId ? Number(countryId) : null);
  }, [store, countryId]);

  const onSubmit = form.submit(
    async (values) => {
      const answer = await api.submitCompany(values);
      store.submitted();
      const state: SubmitConfirmationState = { submission: answer.data, message: answer.message };
      navigate(paths.submitCompanyConfirmation(), { state, replace: true });
    },
    {
      onInvalid: (errors) => {
        const first = Object.keys(errors)[0];
        if (first) store.goTo(store.stepOf(first));
      },
      onFailure: ({ placed }) => {
        const first = placed[0];
        if (first) store.goTo(store.stepOf(first));
      },
    },
  );

  const next = async () => {
    const valid = await trigger([...(SUBMIT_STEPS[store.step]?.fields ?? [])]);
    if (valid) store.goTo(store.step + 1);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!store.isLastStep) {
      event.preventDefault();
      void next();
      return;
    }
    setValue('idempotency_key', store.keyForSubmit());
    return onSubmit(event);
  };

  const stepLabel = SUBMIT_STEPS[store.step]?.label ?? '';
  const values = getValues();
  const pick = (list: { id: number; name: string }[], id: unknown) =>
    list.find((item) => String(item.id) === String(id))?.name ?? '—';
  const size = COMPANY_SIZES.find((item) => String(item.id) === String(values.company_size));

  return (
    <PageShell
      heading="Submit your company"
      lead="Four short steps. Our team reviews every new company before it is listed."
    >
      <Stepper
        activeStep={store.step}
        alternativeLabel
        // The step's heading says where the person is; a phone has no room for four labels.
        sx={{ mb: 3, display: { xs: 'none', sm: 'flex' } }}
        aria-label="Steps"
      >
        {SUBMIT_STEPS.map((step) => (
          <Step key={step.label}>
            <StepLabel>{step.label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.35rem', fontWeight: 700, mb: 2 }}>
          {`Step ${store.step + 1} of ${SUBMIT_STEPS.length}: ${stepLabel}`}
        </Typography>
        <FormAlert message={formError} />
        <Box
          component="form"
          method="post"
          noValidate
          onSubmit={submit}
          aria-label="Submit your company"
        >
          <Stack spacing={2.5}>
            <Stack spacing={2.5} sx={{ display: store.step === 0 ? 'flex' : 'none' }}>
              <TextField label="Company name" required fullWidth {...field('name')} />
              <TextField
                label="Website"
                required
                fullWidth
                type="url"
                placeholder="https://example.com"
                {...field('website', { hint: 'The full address, starting with https://' })}
              />
              {store.duplicates.length > 0 ? (
                <Alert severity="info" role="status">
                  <Typography sx={{ fontWeight: 700 }}>
                    Is this your company? Claim it instead.
                  </Typography>
                  <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
                    {store.duplicates.map((duplicate) => (
                      <li key={duplicate.slug}>
                        <Box
                          component={RouterLink}
                          to={paths.company(duplicate.slug)}
                          sx={{ color: 'inherit' }}
                        >
                          {duplicate.name}
                        </Box>
                        {duplicate.website ? ` (${duplicate.website})` : ''}
                      </li>
                    ))}
                  </Box>
                  <Button component={RouterLink} to={paths.claimCompany()} size="small">
                    Claim it instead
                  </Button>
                </Alert>
              ) : null}
            </Stack>
            <Stack spacing={2.5} sx={{ display: store.step === 1 ? 'flex' : 'none' }}>
              <EmailField
                label="Company e-mail"
                {...field('email', { hint: 'Where buyers and our team can reach the company' })}
              />
              <TextAreaField
                label="Summary"
                required
                minRows={3}
                maxLength={COMPANY_SUMMARY_MAX_LENGTH}
                {...field('summary', { hint: 'A sentence or two on what the company does' })}
              />
              <NativeSelectField
                label="Company size"
                required
                placeholder="Choose a size"
                options={COMPANY_SIZES.map((item) => ({
                  value: item.id,
                  label: `${item.label} employees`,
                }))}
                {...field('company_size')}
              />
              <NativeSelectField
                label="Main service"
                required
                placeholder="Choose a service"
                options={services.map((service) => ({ value: service.id, label: service.name }))}
                {...field('service_id')}
              />
            </Stack>
            <Stack spacing={2.5} sx={{ display: store.step === 2 ? 'flex' : 'none' }}>
              <NativeSelectField
                label="Country of the headquarters"
                required
                placeholder="Choose a country"
                options={countries.map((country) => ({ value: country.id, label: country.name }))}
                {...field('country_id')}
              />
              <NativeSelectField
                label="City of the headquarters"
                required
                disabled={!countryId || store.citiesLoading}
                placeholder={store.citiesLoading ? 'Loading cities…' : 'Choose a city'}
                options={store.cities.map((city) => ({ value: city.id, label: city.name }))}
                {...field('city_id')}
              />
            </Stack>
            {store.isLastStep ? (
              <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
                {[
                  ['Company name', values.name],
                  ['Website', values.website],
                  ['E-mail', values.email],
                  ['Summary', values.summary],
                  ['Company size', size ? `${size.label} employees` : '—'],
                  ['Main service', pick(services, values.service_id)],
                  [
                    'Headquarters',
                    `${pick(store.cities, values.city_id)}, ${pick(countries, values.country_id)}`,
                  ],
                ].map(([term, value]) => (
                  <Box key={term} sx={{ overflowWrap: 'anywhere' }}>
                    <Typography component="dt" sx={{ fontWeight: 700 }}>
                      {term}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0 }}>
                      {value || '—'}
                    </Typography>
                  </Box>
                ))}
              </Box>
            ) : null}
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
              <Button
                variant="text"
                disabled={store.step === 0 || isSubmitting}
                onClick={() => store.goTo(store.step - 1)}
              >
                Back
              </Button>
              {store.isLastStep ? (
                <SubmitButton submitting={isSubmitting} busyLabel="Submitting…">
                  Submit company
                </SubmitButton>
              ) : (
                <Button type="submit" variant="contained">
                  Next
                </Button>
              )}
            </Stack>
          </Stack>
        </Box>
      </Paper>
    </PageShell>
  );
});
