import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { PROJECT_STAGES, type ProjectStage } from '@atlas/api/options';
import {
  PROJECT_STAGE_LABELS,
  PROJECT_STARTS,
  PROJECT_START_LABELS,
  VALET_MAX_PARENT_SERVICES,
  VALET_MAX_SERVICES,
  type ProjectStart,
} from '@atlas/api/valet';
import type { ValetWizardStore } from '../stores/ValetWizardStore';
import { QUESTION_ID } from './copy';

/** A slide's message for a group of choices, read out when it appears. */
export function SlideError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <FormHelperText id={id} error role="alert" sx={{ mx: 0, minHeight: 24, fontSize: '0.95rem' }}>
      {message ?? ''}
    </FormHelperText>
  );
}

const optionSx = {
  m: 0,
  px: 1,
  py: 0.25,
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
  '&:has(input:checked)': { borderColor: 'primary.main', bgcolor: 'action.selected' },
  '&:has(input:focus-visible)': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
} as const;

function Loading({ store }: { store: ValetWizardStore }) {
  if (store.optionsState === 'failed')
    return (
      <Typography role="alert" color="error">
        The services could not be loaded. Check your connection and reload the page.
      </Typography>
    );
  return <Typography role="status">Loading the services…</Typography>;
}

export const ParentServicesSlide = observer(function ParentServicesSlide({
  store,
}: {
  store: ValetWizardStore;
}) {
  if (store.catalogue.parents.length === 0) return <Loading store={store} />;
  const error = store.errors.parents;
  return (
    <FormControl error={Boolean(error)} sx={{ width: '100%' }}>
      <Typography sx={{ mb: 1 }}>
        {`Chosen: ${store.parents.length} of ${VALET_MAX_PARENT_SERVICES}`}
      </Typography>
      <FormGroup
        role="group"
        aria-labelledby={QUESTION_ID}
        aria-describedby="valet-parents-error"
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {store.catalogue.parents.map((service) => (
          <FormControlLabel
            key={service.id}
            sx={optionSx}
            control={
              <Checkbox
                checked={store.isSelected(service.id)}
                onChange={() => store.toggleService(service)}
              />
            }
            label={service.name}
          />
        ))}
      </FormGroup>
      <SlideError id="valet-parents-error" message={error} />
    </FormControl>
  );
});

export const ServicesSlide = observer(function ServicesSlide({
  store,
}: {
  store: ValetWizardStore;
}) {
  const error = store.errors.services;
  const options = store.childOptions;
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>
        {`Chosen: ${store.children.length} of ${VALET_MAX_SERVICES}`}
      </Typography>
      {options.length === 0 ? (
        <Typography>
          Your areas have no narrower services: go on with <strong>Next</strong>.
        </Typography>
      ) : null}
      {store.parents.map((parent) => {
        const children = options.filter((child) => child.parent_id === parent.id);
        if (children.length === 0) return null;
        const legendId = `valet-services-${parent.id}`;
        return (
          <FormControl
            key={parent.id}
            component="fieldset"
            error={Boolean(error)}
            sx={{ width: '100%', mb: 2 }}
          >
            <Typography
              component="legend"
              id={legendId}
              sx={{ fontWeight: 700, mb: 1, fontSize: '1.05rem' }}
            >
              {parent.name}
            </Typography>
            <FormGroup
              aria-describedby="valet-services-error"
              sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              {children.map((service) => (
                <FormControlLabel
                  key={service.id}
                  sx={optionSx}
                  control={
                    <Checkbox
                      checked={store.isSelected(service.id)}
                      onChange={() => store.toggleService(service)}
                    />
                  }
                  label={service.name}
                />
              ))}
            </FormGroup>
          </FormControl>
        );
      })}
      <SlideError id="valet-services-error" message={error} />
    </Box>
  );
});

export const FocusesSlide = observer(function FocusesSlide({ store }: { store: ValetWizardStore }) {
  const { focusGroups, focuses, ignore_focuses } = store.selection;
  return (
    <FormControl sx={{ width: '100%' }}>
      <FormGroup
        role="group"
        aria-labelledby={QUESTION_ID}
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {focusGroups.flatMap((group) =>
          group.focusesList.map((focus) => (
            <FormControlLabel
              key={focus.id}
              sx={optionSx}
              disabled={ignore_focuses}
              control={
                <Checkbox
                  checked={focuses.includes(focus.id)}
                  onChange={() => store.toggleFocus(focus.id)}
                />
              }
              label={`${focus.name} — for ${group.servicesList.map((service) => service.name).join(', ')}`}
            />
          )),
        )}
      </FormGroup>
      <FormControlLabel
        sx={{ mt: 2 }}
        control={
          <Checkbox
            checked={ignore_focuses}
            onChange={(event) => store.setIgnoreFocuses(event.target.checked)}
          />
        }
        label="No preference"
      />
      <SlideError id="valet-focuses-error" message={store.errors.focuses} />
    </FormControl>
  );
});

function RadioSlide<T extends string>({
  name,
  options,
  labels,
  value,
  onChange,
  error,
}: {
  name: string;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  value: T | null;
  onChange: (value: T) => void;
  error: string | undefined;
}) {
  const errorId = `valet-${name}-error`;
  return (
    <FormControl error={Boolean(error)} sx={{ width: '100%' }}>
      <RadioGroup
        name={name}
        aria-labelledby={QUESTION_ID}
        aria-describedby={errorId}
        value={value ?? ''}
        onChange={(event) => {
          const picked = options.find((option) => option === event.target.value);
          if (picked) onChange(picked);
        }}
        sx={{ gap: 1 }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            sx={optionSx}
            control={<Radio />}
            label={labels[option]}
          />
        ))}
      </RadioGroup>
      <SlideError id={errorId} message={error} />
    </FormControl>
  );
}

export const StageSlide = observer(function StageSlide({ store }: { store: ValetWizardStore }) {
  return (
    <RadioSlide<ProjectStage>
      name="project_stage"
      options={PROJECT_STAGES}
      labels={PROJECT_STAGE_LABELS}
      value={store.selection.project_stage}
      onChange={store.setProjectStage}
      error={store.errors.project_stage}
    />
  );
});

export const StartSlide = observer(function StartSlide({ store }: { store: ValetWizardStore }) {
  return (
    <RadioSlide<ProjectStart>
      name="project_start"
      options={PROJECT_STARTS}
      labels={PROJECT_START_LABELS}
      value={store.selection.project_start}
      onChange={store.setProjectStart}
      error={store.errors.project_start}
    />
  );
});
