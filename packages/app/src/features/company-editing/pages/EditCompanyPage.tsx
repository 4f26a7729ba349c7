import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useBlocker, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { EDITOR_STEPS, EDITOR_STEP_LABELS, type EditorStep } from '@atlas/api/company-editing';
import { ApiError } from '@atlas/api/http';
import { paths } from '../../../config/paths';
import { useLoad } from '../../../shared/async/useLoad';
import { NoCompanyYet } from '../../../shared/companies/CompanyMembership';
import { PageShell } from '../../../shared/shell/PageShell';
import { useStores } from '../../../shared/stores/StoresContext';
import { useManagedCompany } from '../../../shared/companies/managed-company';
import type { CompanyEditing, EditingOptions } from '../model';
import { BasicsStep } from '../steps/BasicsStep';
import { FaqsStep } from '../steps/FaqsStep';
import { LocationsStep } from '../steps/LocationsStep';
import { PortfolioStep } from '../steps/PortfolioStep';
import { ServicesStep } from '../steps/ServicesStep';
import type { StepProps } from '../steps/types';

const STEP_COMPONENTS: Record<EditorStep, (props: StepProps) => React.ReactNode> = {
  basics: BasicsStep,
  services: ServicesStep,
  portfolio: PortfolioStep,
  locations: LocationsStep,
  faqs: FaqsStep,
};

/**
 * /company/edit — the signed-in member's company in five steps: the one `?company=` names (a
 * person may run several, issue 33), else their current one. Each step saves on its own; a
 * step's unsaved changes stay in the browser as a draft, and leaving with them asks first.
 */
export function EditCompanyPage() {
  const { api } = useStores();
  const managed = useManagedCompany();
  const loaded = useLoad(async (signal) => {
    try {
      const company = await managed.read(signal);
      const [editing, options] = await Promise.all([
        api.getCompanyEditing(company.slug, signal),
        api.getEditingOptions(signal),
      ]);
      return { company: editing.data, options: options.data };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  }, `editor:${managed.named}`);

  return (
    <PageShell
      heading="Edit your company"
      lead="Five steps, each saved on its own. A complete profile ranks higher in listings."
    >
      {loaded.loading ? (
        <Typography role="status">Loading your company…</Typography>
      ) : loaded.error ? (
        <Alert severity="error">{loaded.error}</Alert>
      ) : !loaded.data ? (
        <NoCompanyYet />
      ) : (
        <Editor
          key={loaded.data.company.slug}
          initial={loaded.data.company}
          options={loaded.data.options}
        />
      )}
    </PageShell>
  );
}

function Editor({ initial, options }: { initial: CompanyEditing; options: EditingOptions }) {
  const [company, setCompany] = useState(initial);
  // /company/edit?step=services opens that step (the dashboard's profile summary links there).
  const [search] = useSearchParams();
  const [step, setStep] = useState(() =>
    Math.max(0, EDITOR_STEPS.indexOf(search.get('step') as EditorStep)),
  );
  const [dirty, setDirty] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const current = EDITOR_STEPS[step] ?? 'basics';
  const Current = STEP_COMPONENTS[current];

  // Leaving with unsaved changes asks first: another page of the app, or the tab itself.
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    dirty ? currentLocation.pathname !== nextLocation.pathname : false,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const onSaved = useCallback((saved: CompanyEditing, intent: 'save' | 'next') => {
    setCompany(saved);
    setDirty(false);
    setNotice('Saved. The profile and listings show it now.');
    if (intent === 'next') setStep((value) => Math.min(value + 1, EDITOR_STEPS.length - 1));
  }, []);

  const go = (next: number) => {
    if (
      dirty &&
      !window.confirm('This step has unsaved changes. Leave it anyway? Your draft stays.')
    )
      return;
    setDirty(false);
    setNotice(null);
    setStep(next);
  };

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between' }}
      >
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {company.basics.name}
        </Typography>
        <Button
          component={RouterLink}
          to={paths.companyPreview(company.slug)}
          target="_blank"
          rel="noopener"
          variant="text"
        >
          Preview the profile
        </Button>
      </Stack>
      <Stepper
        nonLinear
        alternativeLabel
        activeStep={step}
        aria-label="Steps of the editor"
        sx={{
          pb: 1,
          // Five labels under their icons fit a phone at a smaller size.
          '& .MuiStepLabel-label': { fontSize: { xs: '0.75rem', sm: '0.875rem' } },
          '& .MuiStepButton-root': { px: { xs: 0.25, sm: 2 } },
        }}
      >
        {EDITOR_STEPS.map((name, index) => (
          // SPEC §4: loading an existing company marks every step completed.
          <Step key={name} completed>
            <StepButton
              onClick={() => go(index)}
              aria-current={index === step ? 'step' : undefined}
            >
              {EDITOR_STEP_LABELS[name]}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      {notice ? (
        <Alert severity="success" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <Current
          key={current}
          company={company}
          options={options}
          last={step === EDITOR_STEPS.length - 1}
          onSaved={onSaved}
          onDirty={setDirty}
          onLogo={(url) => setCompany((value) => ({ ...value, logo_url: url }))}
        />
      </Paper>
      <Dialog open={blocker.state === 'blocked'} aria-labelledby="leave-title">
        <DialogTitle id="leave-title">Leave without saving?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            This step has changes that are not saved. They stay as a draft in this browser.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => blocker.reset?.()}>Stay</Button>
          <Button color="error" onClick={() => blocker.proceed?.()}>
            Leave
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
