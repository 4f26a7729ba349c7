import { useWatch, type Control, type FieldValues, type UseFormSetValue } from 'react-hook-form';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { FOCUS_PERCENTAGE, ServicesStepSchema } from '@atlas/api/company-editing';
import { useStores } from '../../../shared/stores/StoresContext';
import { SharesField } from '../components/SharesField';
import { StepForm } from '../components/StepForm';
import { useStepForm } from '../components/useStepForm';
import type { StepProps } from './types';

type ServicesForm = z.input<typeof ServicesStepSchema>;

/** The first error message under a field of the form, however deep. */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string') return own;
  const root = (error as { root?: { message?: unknown } }).root?.message;
  return typeof root === 'string' ? root : undefined;
}

/** Step 1: what the company does, in shares of its work, and for whom. */
export function ServicesStep(props: StepProps) {
  const { api } = useStores();
  const { company, options } = props;
  const { form, frame } = useStepForm({
    slug: company.slug,
    step: 'services',
    schema: ServicesStepSchema,
    saved: company.services as ServicesForm,
    serverFields: ['services', 'focuses', 'industries', 'client_types'],
    save: (values) => api.saveCompanyServices(company.slug, values),
    onSaved: props.onSaved,
    onDirty: props.onDirty,
  });
  const control = form.control as unknown as Control<FieldValues>;
  const setValue = form.setValue as unknown as UseFormSetValue<FieldValues>;
  const errors = form.formState.errors;
  const services = (useWatch({ control: form.control, name: 'services' }) ?? []) as {
    service_id?: number | string;
  }[];
  const chosenServices = new Set(services.map((item) => Number(item.service_id)));
  // A focus is offered for the services chosen (SPEC §4: one group per focus of a chosen service).
  const focuses = options.focuses.filter((focus) =>
    focus.service_ids.some((id) => chosenServices.has(id)),
  );
  const picked = new Set((useWatch({ control: form.control, name: 'focuses' }) ?? []).map(Number));

  return (
    <StepForm
      title="Services"
      intro="Split the company's work between its services; listings rank companies by these shares."
      {...frame}
      last={props.last}
    >
      <SharesField
        control={control}
        setValue={setValue}
        name="services"
        idKey="service_id"
        label="Service"
        legend="Services"
        hint="Whole percentages that add up to 100."
        options={options.services}
        error={messageOf(errors.services)}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 700 }}>
          Focuses (optional)
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {focuses.length === 0
            ? 'Pick a service first: its focuses show here.'
            : `What the company specialises in within its services (each counts ${FOCUS_PERCENTAGE} %).`}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {focuses.map((focus) => (
            <FormControlLabel
              key={focus.id}
              label={focus.name}
              control={
                <Checkbox
                  checked={picked.has(focus.id)}
                  onChange={(event) => {
                    const next = new Set(picked);
                    if (event.target.checked) next.add(focus.id);
                    else next.delete(focus.id);
                    form.setValue('focuses', [...next], { shouldDirty: true });
                  }}
                />
              }
            />
          ))}
        </Box>
      </Box>
      <SharesField
        control={control}
        setValue={setValue}
        name="industries"
        idKey="industry_id"
        label="Industry"
        legend="Industries (optional)"
        hint="The industries of the company's clients; whole percentages that add up to 100."
        options={options.industries}
        error={messageOf(errors.industries)}
      />
      <SharesField
        control={control}
        setValue={setValue}
        name="client_types"
        idKey="client_type_id"
        label="Client type"
        legend="Client types (optional)"
        hint="The size of the company's clients; whole percentages that add up to 100."
        options={options.client_types}
        error={messageOf(errors.client_types)}
      />
    </StepForm>
  );
}
