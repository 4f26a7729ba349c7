import * as React from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import LinearProgress from '@mui/material/LinearProgress';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { visuallyHidden } from '../../internal/visuallyHidden';
import { slideStepperClasses } from './slideStepperClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasSlideStepper';

/** One slide of a multi-step form, e.g. the valet flow's "project-budget". */
export interface SlideStep {
  /** The slide's id, passed back to `onStepClick`. */
  id: string;
  /** Its name as people read it, e.g. "Budget". */
  label: string;
  /** Marks a step that may be skipped, e.g. "focuses". */
  optional?: boolean | undefined;
}

export interface SlideStepperProps {
  /** The slides, in order. */
  steps: readonly SlideStep[];
  /** Index of the current slide, from 0. */
  current: number;
  /** Ids of the slides already completed; they become buttons when `onStepClick` is set. */
  completed?: readonly string[] | undefined;
  /** Called with a completed slide's id to go back to it. */
  onStepClick?: ((id: string) => void) | undefined;
  /**
   * Accessible name of the landmark.
   * @default 'Progress'
   */
  label?: string | undefined;
  /**
   * The summary line; override it to translate.
   * @default (index, total, step) => `Step ${index + 1} of ${total}: ${step.label}`
   */
  getSummary?: ((index: number, total: number, step: SlideStep) => string) | undefined;
  /**
   * Text after an optional step's label.
   * @default '(optional)'
   */
  optionalText?: string | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

const SlideStepperRoot = styled('nav', { name: NAME, slot: 'root' })(
  memoTheme(({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
  })),
);

const SlideStepperSummary = styled('p', { name: NAME, slot: 'summary' })(
  memoTheme(({ theme }) => ({
    ...theme.typography.subtitle2,
    margin: 0,
  })),
);

const SlideStepperProgress = styled(LinearProgress, { name: NAME, slot: 'progress' })({
  height: 6,
  borderRadius: 3,
});

const SlideStepperSteps = styled('ol', { name: NAME, slot: 'steps' })(
  memoTheme(({ theme }) => ({
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(0.5, 1.5),
    listStyle: 'none',
    margin: 0,
    padding: 0,
    ...theme.typography.caption,
  })),
);

const SlideStepperStep = styled('li', { name: NAME, slot: 'step' })(
  memoTheme(({ theme }) => ({
    color: theme.palette.text.secondary,
    '&[data-state="current"]': { color: theme.palette.text.primary, fontWeight: 700 },
    '&[data-state="completed"]': { color: theme.palette.success.main },
    '& button': { font: 'inherit', color: 'inherit', textDecoration: 'underline' },
  })),
);

const VisuallyHidden = styled('span')(visuallyHidden);

const defaultSummary = (index: number, total: number, step: SlideStep) =>
  `Step ${index + 1} of ${total}: ${step.label}`;

/**
 * Progress through named slides (the valet flow): "Step 3 of 10: Services", a progress bar and
 * the list of steps, completed ones reachable again.
 */
export function SlideStepper(inProps: SlideStepperProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    steps,
    current,
    completed = [],
    onStepClick,
    label = 'Progress',
    getSummary = defaultSummary,
    optionalText = '(optional)',
    className,
    sx,
  } = props;
  const index = Math.min(Math.max(current, 0), Math.max(steps.length - 1, 0));
  const step = steps[index];
  const completedSet = new Set(completed);
  const summaryId = React.useId();
  if (!step) return null;
  const summary = getSummary(index, steps.length, step);

  return (
    <SlideStepperRoot
      aria-label={label}
      className={classNames(slideStepperClasses.root, className)}
      sx={sx}
    >
      <SlideStepperSummary id={summaryId} className={slideStepperClasses.summary}>
        {summary}
      </SlideStepperSummary>
      <SlideStepperProgress
        className={slideStepperClasses.progress}
        variant="determinate"
        value={((index + 1) / steps.length) * 100}
        aria-labelledby={summaryId}
      />
      <SlideStepperSteps className={slideStepperClasses.steps}>
        {steps.map((item, position) => {
          const state =
            position === index ? 'current' : completedSet.has(item.id) ? 'completed' : 'upcoming';
          const text = (
            <>
              {item.label}
              {item.optional ? ` ${optionalText}` : null}
              {/* The space stays outside: a hidden element's own leading space is dropped. */}
              {state === 'completed' ? (
                <>
                  {' '}
                  <VisuallyHidden>(completed)</VisuallyHidden>
                </>
              ) : null}
            </>
          );
          return (
            <SlideStepperStep
              key={item.id}
              className={slideStepperClasses.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state === 'completed' && onStepClick ? (
                <ButtonBase onClick={() => onStepClick(item.id)}>{text}</ButtonBase>
              ) : (
                text
              )}
            </SlideStepperStep>
          );
        })}
      </SlideStepperSteps>
    </SlideStepperRoot>
  );
}
