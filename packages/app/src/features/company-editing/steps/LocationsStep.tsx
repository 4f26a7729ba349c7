import { useEffect, useState } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocationsStepSchema } from '@atlas/api/company-editing';
import { NativeSelectField } from '../../../shared/forms/fields';
import { useStores } from '../../../shared/stores/StoresContext';
import { StepForm } from '../components/StepForm';
import { useStepForm } from '../components/useStepForm';
import type { StepProps } from './types';

type LocationsForm = z.input<typeof LocationsStepSchema>;
type Office = LocationsForm['locations'][number];

/** The cities of one country, loaded when a row picks it. */
function useCities(countryId: number | undefined) {
  const { api } = useStores();
  const [cities, setCities] = useState<{ id: number; name: string }[]>([]);
  useEffect(() => {
    if (!countryId) {
      setCities([]);
      return;
    }
    const controller = new AbortController();
    api.getCities({ country: countryId }, controller.signal).then(
      (answer) => setCities(answer.data.map(({ id, name }) => ({ id, name }))),
      () => setCities([]),
    );
    return () => controller.abort();
  }, [api, countryId]);
  return cities;
}

/** Step 3: the offices, exactly one of them the headquarters. */
export function LocationsStep(props: StepProps) {
  const { api } = useStores();
  const { company } = props;
  const saved: LocationsForm = {
    locations: company.locations.locations.map(
      ({ country_name: _country, city_name: _city, phone_validated: _validated, ...office }) =>
        office,
    ),
  };
  const { form, frame } = useStepForm({
    slug: company.slug,
    step: 'locations',
    schema: LocationsStepSchema,
    saved,
    serverFields: ['locations'],
    save: (values) => api.saveCompanyLocations(company.slug, values),
    onSaved: props.onSaved,
    onDirty: props.onDirty,
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'locations' });
  const rows = useWatch({ control: form.control, name: 'locations' }) ?? [];
  const [countries, setCountries] = useState<{ id: number; name: string }[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    api.listCountries(controller.signal).then(
      (answer) =>
        setCountries(
          answer.data
            .flatMap((region) => region.countries)
            .map(({ id, name }) => ({ id, name }))
            .sort((a, b) => a.name.localeCompare(b.name)),
        ),
      () => setCountries([]),
    );
    return () => controller.abort();
  }, [api]);
  const listError = form.formState.errors.locations;
  const message =
    (listError && 'message' in listError && typeof listError.message === 'string'
      ? listError.message
      : undefined) ?? listError?.root?.message;

  const setHeadquarter = (index: number) =>
    rows.forEach((_row, other) =>
      form.setValue(`locations.${other}.headquarter`, other === index, { shouldDirty: true }),
    );

  return (
    <StepForm
      title="Locations"
      intro="Every office buyers can visit or call. Listings by city and country show the office there."
      {...frame}
      last={props.last}
    >
      <Box role="radiogroup" aria-label="Headquarters">
        <Stack spacing={2}>
          {fields.map((item, index) => (
            <OfficeRow
              key={item.id}
              index={index}
              office={rows[index]}
              countries={countries}
              form={form}
              onHeadquarter={() => setHeadquarter(index)}
              onRemove={() => remove(index)}
            />
          ))}
        </Stack>
      </Box>
      {message ? (
        <Typography color="error" role="alert">
          {message}
        </Typography>
      ) : null}
      <Box>
        <Button
          variant="outlined"
          onClick={() =>
            append({
              country_id: 0,
              city_id: 0,
              address: '',
              postcode: '',
              latitude: null,
              longitude: null,
              phone: '',
              headquarter: rows.length === 0,
            })
          }
        >
          Add an office
        </Button>
      </Box>
    </StepForm>
  );
}

function OfficeRow({
  index,
  office,
  countries,
  form,
  onHeadquarter,
  onRemove,
}: {
  index: number;
  office: Office | undefined;
  countries: { id: number; name: string }[];
  form: ReturnType<typeof useStepForm<LocationsForm, z.output<typeof LocationsStepSchema>>>['form'];
  onHeadquarter(): void;
  onRemove(): void;
}) {
  const countryId = office?.country_id ? Number(office.country_id) : undefined;
  const cities = useCities(countryId);
  const errors = form.formState.errors.locations?.[index];
  const number = (value: unknown) => (value === '' || value == null ? 0 : Number(value));
  const label = `Office ${index + 1}`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={label}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <FormControlLabel
            label={`${label}: the headquarters`}
            control={<Radio checked={Boolean(office?.headquarter)} onChange={onHeadquarter} />}
          />
          <Button color="error" onClick={onRemove} aria-label={`Remove office ${index + 1}`}>
            Remove
          </Button>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {/*
            Controlled, not registered: the countries and cities arrive after the form mounts, and
            a registered select set to a saved id before its option exists stays on the placeholder.
          */}
          <Controller
            control={form.control}
            name={`locations.${index}.country_id`}
            render={({ field }) => (
              <NativeSelectField
                label="Country"
                required
                placeholder="Choose a country"
                options={countries.map((country) => ({ value: country.id, label: country.name }))}
                name={field.name}
                inputRef={field.ref}
                value={field.value ? String(field.value) : ''}
                onBlur={field.onBlur}
                onChange={(event) => {
                  field.onChange(number(event.target.value));
                  // Another country's cities are not this one's.
                  form.setValue(`locations.${index}.city_id`, 0, { shouldDirty: true });
                }}
                error={Boolean(errors?.country_id)}
                helperText={errors?.country_id?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name={`locations.${index}.city_id`}
            render={({ field }) => (
              <NativeSelectField
                label="City"
                required
                disabled={!countryId}
                placeholder="Choose a city"
                options={cities.map((city) => ({ value: city.id, label: city.name }))}
                name={field.name}
                inputRef={field.ref}
                value={field.value ? String(field.value) : ''}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(number(event.target.value))}
                error={Boolean(errors?.city_id)}
                helperText={errors?.city_id?.message}
              />
            )}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label="Address" fullWidth {...form.register(`locations.${index}.address`)} />
          <TextField
            label="Postcode"
            sx={{ minWidth: 140 }}
            {...form.register(`locations.${index}.postcode`)}
          />
        </Stack>
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          fullWidth
          {...form.register(`locations.${index}.phone`)}
          error={Boolean(errors?.phone)}
          helperText={errors?.phone?.message ?? 'With the country code, like +351 21 123 4567'}
        />
      </Stack>
    </Paper>
  );
}
