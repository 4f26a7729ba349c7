import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONTACT_ROLES,
  VALET_BUDGET_CEILING,
  VALET_BUDGET_FLOOR,
  VALET_BUDGET_STEP,
  VALET_MAX_LOCATIONS,
} from '@atlas/api/valet';
import { EmailField, NameField } from '../../../shared/forms/fields';
import { CaptchaStatus } from '../../../shared/captcha/CaptchaStatus';
import type { ValetWizardStore } from '../stores/ValetWizardStore';
import { SlideError } from './ChoiceSlides';
import { PlaceField } from './PlaceField';

export const LocationsSlide = observer(function LocationsSlide({
  store,
}: {
  store: ValetWizardStore;
}) {
  const { locations, ignore_location } = store.selection;
  return (
    <Box>
      <PlaceField
        id="valet-locations"
        label="Add a country or city"
        value={null}
        onPick={(place) => {
          if (place) store.addLocation(place);
        }}
        disabled={ignore_location}
        helperText={`Up to ${VALET_MAX_LOCATIONS} places.`}
      />
      {locations.length > 0 && !ignore_location ? (
        <Box
          component="ul"
          aria-label="Chosen places"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, my: 1 }}
        >
          {locations.map((place) => (
            <li key={`${place.type}-${place.id}`}>
              <Chip
                label={place.name}
                aria-label={`Remove ${place.name}`}
                onClick={() => store.removeLocation(place)}
                onDelete={() => store.removeLocation(place)}
                sx={{ maxWidth: '100%' }}
              />
            </li>
          ))}
        </Box>
      ) : null}
      <FormControlLabel
        control={
          <Checkbox
            checked={ignore_location}
            onChange={(event) => store.setIgnoreLocation(event.target.checked)}
          />
        }
        label="Location does not matter"
      />
      <SlideError id="valet-locations-error" message={store.errors.locations} />
    </Box>
  );
});

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
/** The slider covers the usual range; the number fields go up to the ceiling. */
const SLIDER_MAX = 250_000;

export const BudgetSlide = observer(function BudgetSlide({ store }: { store: ValetWizardStore }) {
  const { project_budget: budget, ignore_budget } = store.selection;
  const error = store.errors.project_budget;
  const setEnd = (end: 'min' | 'max', raw: string) => {
    const value = Number(raw);
    if (raw === '' || !Number.isFinite(value)) return;
    store.setBudget({ ...budget, [end]: value });
  };
  return (
    <Box>
      <Typography sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 2 }} aria-live="polite">
        {ignore_budget
          ? 'Agencies will suggest a budget'
          : `${usd.format(budget.min)} – ${usd.format(budget.max)}`}
      </Typography>
      <Box sx={{ px: 1.5 }}>
        <Slider
          value={[Math.min(budget.min, SLIDER_MAX), Math.min(budget.max, SLIDER_MAX)]}
          onChange={(_event, value) => {
            if (Array.isArray(value) && value[0] !== undefined && value[1] !== undefined)
              store.setBudget({ min: value[0], max: value[1] });
          }}
          min={VALET_BUDGET_FLOOR}
          max={SLIDER_MAX}
          step={VALET_BUDGET_STEP}
          disabled={ignore_budget}
          disableSwap
          getAriaLabel={(index) => (index === 0 ? 'Lowest budget' : 'Highest budget')}
          getAriaValueText={(value) => usd.format(value)}
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => usd.format(value)}
        />
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
        <TextField
          id="valet-budget-min"
          label="From (US$)"
          type="number"
          value={budget.min}
          disabled={ignore_budget}
          onChange={(event) => setEnd('min', event.target.value)}
          slotProps={{
            htmlInput: {
              min: VALET_BUDGET_FLOOR,
              max: VALET_BUDGET_CEILING,
              step: VALET_BUDGET_STEP,
              inputMode: 'numeric',
            },
          }}
          fullWidth
        />
        <TextField
          id="valet-budget-max"
          label="To (US$)"
          type="number"
          value={budget.max}
          disabled={ignore_budget}
          onChange={(event) => setEnd('max', event.target.value)}
          error={Boolean(error)}
          slotProps={{
            htmlInput: {
              min: VALET_BUDGET_FLOOR,
              max: VALET_BUDGET_CEILING,
              step: VALET_BUDGET_STEP,
              inputMode: 'numeric',
              'aria-describedby': 'valet-budget-error',
            },
          }}
          fullWidth
        />
      </Stack>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Checkbox
            checked={ignore_budget}
            onChange={(event) => store.setIgnoreBudget(event.target.checked)}
          />
        }
        label="I don't know the budget yet"
      />
      <SlideError id="valet-budget-error" message={error} />
    </Box>
  );
});

export const CustomerInfoSlide = observer(function CustomerInfoSlide({
  store,
}: {
  store: ValetWizardStore;
}) {
  const person = store.selection.contact_person;
  const errors = store.errors;
  const text = (field: 'name' | 'email' | 'website' | 'phone' | 'role') => ({
    id: `valet-${field}`,
    value: person[field],
    onChange: (event: { target: { value: string } }) => store.setContact(field, event.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field] ?? ' ',
  });
  return (
    <Stack spacing={1}>
      <NameField label="Your name" {...text('name')} />
      <EmailField
        label="E-mail address"
        {...text('email')}
        helperText={errors.email ?? 'We send a link to confirm it; quotes arrive there too.'}
      />
      <TextField
        label="Your company's website"
        type="url"
        autoComplete="url"
        placeholder="https://example.com"
        fullWidth
        {...text('website')}
        helperText={errors.website ?? 'Optional. The full address, starting with https://'}
      />
      {store.asksPhoneAndRole ? (
        <>
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            fullWidth
            {...text('phone')}
            helperText={errors.phone ?? 'Optional. Only the companies you choose see it.'}
          />
          <TextField
            label="Your role"
            fullWidth
            {...text('role')}
            helperText={errors.role ?? `Optional, e.g. ${CONTACT_ROLES.slice(0, 3).join(', ')}`}
          />
        </>
      ) : null}
      <PlaceField
        id="valet-location"
        label="Where are you based?"
        required
        value={person.location}
        onPick={store.setContactLocation}
        error={errors.location}
        helperText="Your country or city"
      />
      <CaptchaStatus
        action="valet"
        round={store.captchaRound}
        onAnswer={store.setCaptcha}
        error={errors.captcha}
      />
    </Stack>
  );
});
