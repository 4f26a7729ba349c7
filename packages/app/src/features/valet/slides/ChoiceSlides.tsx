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
import type { ValetService } from '../stores/selection';
import type { ValetWizardStore } from '../stores/ValetWizardStore';
import { QUESTION_ID } from './copy';
import { useSlideForm, type SlideProps } from './useSlideForm';

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

function Loading({ wizard }: { wizard: ValetWizardStore }) {
  if (wizard.options.state === 'failed')
    return (
      <Typography role="alert" color="error">
        The services could not be loaded. Check your connection and reload the page.
      </Typography>
    );
  return <Typography role="status">Loading the services…</Typography>;
}

export const ParentServicesSlide = observer(function ParentServicesSlide(props: SlideProps) {
  const { wizard } = props;
  const form = useSlideForm('parent-services', props);
  if (wizard.catalogue.parents.length === 0) return <Loading wizard={wizard} />;
  const { parents } = form.values;
  // SPEC §4, §5: a choice the slide's rule does not allow (a fourth area) is refused, saying why.
  const toggle = (service: ValetService) => {
    if (parents.includes(service.id)) {
      form.set(
        'parents',
        parents.filter((id) => id !== service.id),
        null,
      );
      return;
    }
    const chosen = [...parents, service.id];
    const refused = wizard.check('parent-services', { parents: chosen }).parents;
    if (refused) form.setError('parents', refused);
    else form.set('parents', chosen);
  };
  const error = form.error('parents');
  return (
    <FormControl error={Boolean(error)} sx={{ width: '100%' }}>
      <Typography sx={{ mb: 1 }}>
        {`Chosen: ${parents.length} of ${VALET_MAX_PARENT_SERVICES}`}
      </Typography>
      <FormGroup
        role="group"
        aria-labelledby={QUESTION_ID}
        aria-describedby="valet-parents-error"
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {wizard.catalogue.parents.map((service) => (
          <FormControlLabel
            key={service.id}
            sx={optionSx}
            control={
              <Checkbox checked={parents.includes(service.id)} onChange={() => toggle(service)} />
            }
            label={service.name}
          />
        ))}
      </FormGroup>
      <SlideError id="valet-parents-error" message={error} />
    </FormControl>
  );
});

export const ServicesSlide = observer(function ServicesSlide(props: SlideProps) {
  const { wizard } = props;
  const form = useSlideForm('services', props);
  const { services } = form.values;
  const toggle = (service: ValetService) => {
    if (services.includes(service.id)) {
      form.set(
        'services',
        services.filter((id) => id !== service.id),
        null,
      );
      return;
    }
    const chosen = [...services, service.id];
    const refused = wizard.check('services', { services: chosen }).services;
    if (refused) form.setError('services', refused);
    else form.set('services', chosen);
  };
  const error = form.error('services');
  const options = wizard.childOptions;
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>
        {`Chosen: ${services.length} of ${VALET_MAX_SERVICES}`}
      </Typography>
      {options.length === 0 ? (
        <Typography>
          Your areas have no narrower services: go on with <strong>Next</strong>.
        </Typography>
      ) : null}
      {wizard.draft.parents.map((parent) => {
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
                      checked={services.includes(service.id)}
                      onChange={() => toggle(service)}
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

export const FocusesSlide = observer(function FocusesSlide(props: SlideProps) {
  const form = useSlideForm('focuses', props);
  const { focuses, ignore_focuses } = form.values;
  const toggle = (focusId: number) =>
    form.set(
      'focuses',
      focuses.includes(focusId) ? focuses.filter((id) => id !== focusId) : [...focuses, focusId],
    );
  return (
    <FormControl sx={{ width: '100%' }}>
      <FormGroup
        role="group"
        aria-labelledby={QUESTION_ID}
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {props.wizard.selection.focusGroups.flatMap((group) =>
          group.focusesList.map((focus) => (
            <FormControlLabel
              key={focus.id}
              sx={optionSx}
              disabled={ignore_focuses}
              control={
                <Checkbox checked={focuses.includes(focus.id)} onChange={() => toggle(focus.id)} />
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
            onChange={(event) => form.set('ignore_focuses', event.target.checked, 'focuses')}
          />
        }
        label="No preference"
      />
      <SlideError id="valet-focuses-error" message={form.error('focuses')} />
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

export const StageSlide = observer(function StageSlide(props: SlideProps) {
  const form = useSlideForm('project-stage', props);
  return (
    <RadioSlide<ProjectStage>
      name="project_stage"
      options={PROJECT_STAGES}
      labels={PROJECT_STAGE_LABELS}
      value={form.values.project_stage}
      onChange={(stage) => form.set('project_stage', stage)}
      error={form.error('project_stage')}
    />
  );
});

export const StartSlide = observer(function StartSlide(props: SlideProps) {
  const form = useSlideForm('project-start', props);
  return (
    <RadioSlide<ProjectStart>
      name="project_start"
      options={PROJECT_STARTS}
      labels={PROJECT_START_LABELS}
      value={form.values.project_start}
      onChange={(start) => form.set('project_start', start)}
      error={form.error('project_start')}
    />
  );
});
