import { useEffect, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SlideStepper } from '@atlas/ui/SlideStepper';
import { paths } from '../../../config/paths';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { useSubmittedForm } from '../../../shared/forms/form-action';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useStores } from '../../../shared/stores/StoresContext';
import { QUESTION_ID, SLIDE_COPY } from '../slides/copy';
import { TitleSlide } from '../slides/TitleSlide';
import type LaterSlide from '../slides/LaterSlides';
import type { SlideFormHandle } from '../slides/useSlideForm';
import { recordPageAccess } from '../stores/page-access';
import { sessionStorageOrNull } from '../stores/storage';
import { ValetWizardStore } from '../stores/ValetWizardStore';
import type { ValetConfirmationState } from './ValetConfirmationPage';

type LaterSlidesModule = { default: typeof LaterSlide };
let laterSlides: LaterSlidesModule | null = null;

/** Loads the slides after the first (once per tab); the wizard starts it when it opens. */
export function loadLaterSlides(): Promise<LaterSlidesModule> {
  return import('../slides/LaterSlides').then((module) => (laterSlides = module));
}

/**
 * The later slides' module once loaded: at once when it was loaded before, else once `wanted`
 * (the buyer started on the first slide), so a visit that only looks loads none of it.
 */
function useLaterSlides(wanted: boolean): { module: LaterSlidesModule | null; failed: boolean } {
  const [module, setModule] = useState(laterSlides);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (module || !wanted) return;
    let active = true;
    loadLaterSlides().then(
      (loaded) => {
        if (active) setModule(loaded);
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [module, wanted]);
  return { module, failed };
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * /project-submission (SPEC §3, §4; issue 18): ten short slides, one question (one h1) each.
 * The first slide comes with the server's HTML; the others load while the buyer types. Focus
 * moves to each new slide's question and the step is announced; Enter in a field goes on.
 */
export const ValetWizardPage = observer(function ValetWizardPage() {
  const stores = useStores();
  const { api } = stores;
  // A first slide the browser posted before the script ran: drawn as the server answered it.
  const posted = useSubmittedForm();
  const [valet] = useState(() => {
    const wizard = stores.valet.wizardOr(() => new ValetWizardStore(stores));
    if (posted) wizard.adoptPosted(posted);
    return wizard;
  });
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const [started, setStarted] = useState(false);
  // The buyer has started: the later slides and what they pick from are fetched then, so a
  // visit that only looks spends nothing on them while the page starts.
  const wantsLaterSlides = started || valet.slide !== 'title';
  const later = useLaterSlides(wantsLaterSlides);
  const drawnIndex = useRef(valet.index);
  // The form of the slide shown, when it has one of its own (the later slides).
  const slideForm = useRef<SlideFormHandle>(null);

  useEffect(() => {
    // A new project after a submitted one starts empty.
    if (valet.submission.confirmed) valet.reset();
    const storage = sessionStorageOrNull();
    const stop = storage ? valet.start(storage) : () => undefined;
    if (posted) valet.adoptPosted(posted);
    recordPageAccess(stores, window.location.href);
    return stop;
    // The posted answer is read once, as the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valet]);

  useEffect(() => {
    if (wantsLaterSlides) void valet.loadOptions();
  }, [valet, wantsLaterSlides]);

  const index = valet.index;
  useEffect(() => {
    if (drawnIndex.current === index) return;
    drawnIndex.current = index;
    heading.current?.focus();
    valet.slideChanged();
  }, [index, valet]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (valet.submission.loading) return;
    // The slide's form checks its fields first. On the last slide the wizard checks every slide
    // anyway and shows the first that fails, which may be an earlier one.
    const checked = slideForm.current ? await slideForm.current.check() : true;
    if (valet.submission.loading || (!checked && !valet.isLast)) return;
    if (!valet.isLast) {
      valet.next();
      return;
    }
    const answer = await valet.submit((body) => api.createValetProject(body));
    if (!answer) {
      // A slide sent back to (or a message on this one): its question says where the buyer is.
      heading.current?.focus();
      return;
    }
    stores.valet.setProject(answer.data);
    const state: ValetConfirmationState = { project: answer.data, message: answer.message };
    navigate(paths.projectSubmissionConfirmation(), { state });
  };

  const slide = valet.slide;
  const copy = SLIDE_COPY[slide];
  const steps = valet.slides.map((id) => ({
    id,
    label: SLIDE_COPY[id].label,
    optional: id === 'focuses',
  }));

  return (
    <Box sx={{ bgcolor: 'grey.50', py: { xs: 3, md: 6 }, minHeight: '70vh' }}>
      <Container maxWidth="sm" sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Typography sx={{ fontWeight: 700, color: 'primary.main', mb: 1 }}>
          Free quotes from handpicked agencies within 1 hour
        </Typography>
        <SlideStepper
          steps={steps}
          current={valet.position - 1}
          completed={valet.completed}
          onStepClick={(id) => {
            const target = valet.slides.find((slide) => slide === id);
            if (target) valet.goTo(target);
          }}
          sx={{ mb: 3 }}
        />
        {/* Said once per slide change; the stepper's own line is not a live region. */}
        <Box aria-live="polite" sx={VISUALLY_HIDDEN}>
          {`Step ${valet.position} of ${valet.total}`}
        </Box>
        <Paper
          variant="outlined"
          component="form"
          method="post"
          noValidate
          onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
          onFocus={() => setStarted(true)}
          onPointerDown={() => setStarted(true)}
          aria-labelledby={QUESTION_ID}
          sx={{ p: { xs: 2, sm: 4 }, overflowWrap: 'anywhere' }}
        >
          <Typography
            ref={heading}
            id={QUESTION_ID}
            variant="h1"
            tabIndex={-1}
            sx={{
              fontSize: { xs: '1.6rem', md: '2rem' },
              fontWeight: 800,
              lineHeight: 1.2,
              outline: 'none',
            }}
          >
            {copy.question}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            {copy.lead}
          </Typography>
          <FormAlert message={valet.submission.submitError} />
          <FormAlert message={valet.postedNotice} severity="info" />
          {slide === 'title' ? (
            <TitleSlide store={valet} />
          ) : later.module ? (
            <later.module.default key={slide} slide={slide} wizard={valet} formRef={slideForm} />
          ) : (
            <Typography role={later.failed ? 'alert' : 'status'}>
              {later.failed
                ? 'This step could not be loaded. Check your connection and reload the page.'
                : 'Loading…'}
            </Typography>
          )}
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: 2,
              mt: 3,
            }}
          >
            {valet.isFirst ? (
              <span />
            ) : (
              <Button
                variant="text"
                onClick={() => valet.back()}
                disabled={valet.submission.loading}
              >
                Back
              </Button>
            )}
            {valet.isLast ? (
              <SubmitButton submitting={valet.submission.loading} busyLabel="Sending…">
                Get my free quotes
              </SubmitButton>
            ) : (
              <Button type="submit" variant="contained" size="large">
                Next
              </Button>
            )}
          </Box>
        </Paper>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
          No obligation to hire. 100% risk-free. Nothing reaches a company until you choose it.
        </Typography>
      </Container>
    </Box>
  );
});
