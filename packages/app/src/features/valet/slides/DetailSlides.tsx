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
  type ValetBudget,
} from '@atlas/api/valet';
import { EmailField, NameField } from '../../../shared/forms/fields';
import { CaptchaStatus } from '../../../shared/captcha/CaptchaStatus';
import type { ValetPlace } from '../stores/selection';
import { SlideError } from './ChoiceSlides';
import { PlaceField } from './PlaceField';
import { useSlideForm, type SlideProps } from './useSlideForm';

export const LocationsSlide = observer(function LocationsSlide(props: SlideProps) {
  const form = useSlideForm('locations', props);
  const { locations, ignore_location } = form.values;
  const add = (place: ValetPlace) => {
    if (locations.some((item) => item.type === place.type && item.id === place.id)) return;
    const chosen = [...locations, { ...place }];
    const refused = props.wizard.check('locations', {
      locations: chosen,
      ignore_location: false,
    }).locations;
    if (refused) {
      form.setError('locations', refused);
      return;
    }
    form.set('locations', chosen);
    form.set('ignore_location', false, null);
  };
  const remove = (place: ValetPlace) =>
    form.set(
      'locations',
      locations.filter((item) => !(item.type === place.type && item.id === place.id)),
      null,
    );
  return (
    <Box>
      <PlaceField
        id="valet-locations"
        label="Add a country or city"
        value={null}
        onPick={(place) => {
          if (place) add(place);
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
                onClick={() => remove(place)}
                onDelete={() => remove(place)}
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
            onChange={(event) => form.set('ignore_location', event.target.checked, 'locations')}
          />
        }
        label="Location does not matter"
      />
      <SlideError id="valet-locations-error" message={form.error('locations')} />
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

/** A budget end within the floor and the ceiling, in whole dollars. */
export function clampBudget(budget: ValetBudget): ValetBudget {
  const clamp = (value: number) =>
    Math.min(VALET_BUDGET_CEILING, Math.max(VALET_BUDGET_FLOOR, Math.round(value)));
  return { min: clamp(budget.min), max: clamp(budget.max) };
}

export const BudgetSlide = observer(function BudgetSlide(props: SlideProps) {
  const form = useSlideForm('project-budget', props);
  const { project_budget: budget, ignore_budget } = form.values;
  const error = form.error('project_budget');
  const setBudget = (next: ValetBudget) => form.set('project_budget', clampBudget(next));
  const setEnd = (end: 'min' | 'max', raw: string) => {
    const value = Number(raw);
    if (raw === '' || !Number.isFinite(value)) return;
    setBudget({ ...budget, [end]: value });
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
              setBudget({ min: value[0], max: value[1] });
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
            onChange={(event) => form.set('ignore_budget', event.target.checked, 'project_budget')}
          />
        }
        label="I don't know the budget yet"
      />
      <SlideError id="valet-budget-error" message={error} />
    </Box>
  );
});

export const CustomerInfoSlide = observer(function CustomerInfoSlide(props: SlideProps) {
  const { wizard } = props;
  const form = useSlideForm('customer-info', props);
  const person = form.values;
  const text = (field: 'name' | 'email' | 'website' | 'phone' | 'role') => ({
    id: `valet-${field}`,
    value: person[field],
    onChange: (event: { target: { value: string } }) => form.set(field, event.target.value),
    error: Boolean(form.error(field)),
    helperText: form.error(field) ?? ' ',
  });
  return (
    <Stack spacing={1}>
      <NameField label="Your name" {...text('name')} />
      <EmailField
        label="E-mail address"
        {...text('email')}
        helperText={form.error('email') ?? 'We send a link to confirm it; quotes arrive there too.'}
      />
      <TextField
        label="Your company's website"
        type="url"
        autoComplete="url"
        placeholder="https://example.com"
        fullWidth
        {...text('website')}
        helperText={form.error('website') ?? 'Optional. The full address, starting with https://'}
      />
      {wizard.asksPhoneAndRole ? (
        <>
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            fullWidth
            {...text('phone')}
            helperText={form.error('phone') ?? 'Optional. Only the companies you choose see it.'}
          />
          <TextField
            label="Your role"
            fullWidth
            {...text('role')}
            helperText={
              form.error('role') ?? `Optional, e.g. ${CONTACT_ROLES.slice(0, 3).join(', ')}`
            }
          />
        </>
      ) : null}
      <PlaceField
        id="valet-location"
        label="Where are you based?"
        required
        value={person.location}
        onPick={(place) => form.set('location', place ? { ...place } : null)}
        error={form.error('location')}
        helperText="Your country or city"
      />
      <CaptchaStatus
        action="valet"
        round={wizard.submission.captchaRound}
        onAnswer={wizard.setCaptcha}
        error={wizard.errors.captcha}
      />
    </Stack>
  );
});
