import type * as React from 'react';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { headingTag, stateRootStyle } from '../../internal/stateLayout';
import type { HeadingLevel, StateSize } from '../../internal/stateLayout';
import { errorStateClasses } from './errorStateClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasErrorState';

/** SPEC §8's titles: 404 is "This page could not be found", anything else a generic one. */
export function defaultErrorTitle(status: number | undefined): string {
  return status === 404 ? 'This page could not be found' : 'Something went wrong';
}

export interface ErrorStateProps {
  /** The HTTP-like status, shown large, e.g. 404 or 500. */
  status?: number | undefined;
  /**
   * The title.
   * @default defaultErrorTitle(status): "This page could not be found" for 404, otherwise
   * "Something went wrong"
   */
  title?: string | undefined;
  /** The error's message, e.g. "Oops! We can't seem to find the page you are looking for …". */
  message?: React.ReactNode;
  /** Buttons or links, e.g. "Go to Homepage" or "Try again". */
  actions?: React.ReactNode;
  /**
   * `'page'` fills a page (error pages); `'inline'` sits in a card or panel and is announced as
   * an alert.
   * @default 'page'
   */
  size?: StateSize | undefined;
  /**
   * Level of the title's heading.
   * @default 1
   */
  headingLevel?: HeadingLevel | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

interface ErrorStateOwnerState {
  size: StateSize;
}

const ErrorStateRoot = styled('div', { name: NAME, slot: 'root' })<{
  ownerState: ErrorStateOwnerState;
}>(
  memoTheme(({ theme }) => ({
    ...stateRootStyle(theme),
    variants: [
      { props: { size: 'page' }, style: { paddingBlock: theme.spacing(10) } },
      { props: { size: 'inline' }, style: { paddingBlock: theme.spacing(4) } },
    ],
  })),
);

const ErrorStateStatus = styled('p', { name: NAME, slot: 'status' })(
  memoTheme(({ theme }) => ({
    ...theme.typography.h1,
    margin: 0,
    fontSize: '4rem',
    color: theme.palette.primary.main,
    fontVariantNumeric: 'tabular-nums',
  })),
);

const ErrorStateTitle = styled('h1', { name: NAME, slot: 'title' })<{
  ownerState: ErrorStateOwnerState;
}>(
  memoTheme(({ theme }) => ({
    margin: 0,
    variants: [
      { props: { size: 'page' }, style: theme.typography.h3 },
      { props: { size: 'inline' }, style: theme.typography.h6 },
    ],
  })),
);

const ErrorStateMessage = styled('div', { name: NAME, slot: 'message' })(
  memoTheme(({ theme }) => ({
    ...theme.typography.body1,
    color: theme.palette.text.secondary,
  })),
);

const ErrorStateActions = styled('div', { name: NAME, slot: 'actions' })(
  memoTheme(({ theme }) => ({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: theme.spacing(1),
    marginTop: theme.spacing(1),
  })),
);

/** An error page or panel: status, title, message and a way out. */
export function ErrorState(inProps: ErrorStateProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    status,
    title = defaultErrorTitle(status),
    message,
    actions,
    size = 'page',
    headingLevel = 1,
    className,
    sx,
  } = props;
  const ownerState: ErrorStateOwnerState = { size };

  return (
    <ErrorStateRoot
      className={classNames(errorStateClasses.root, className)}
      ownerState={ownerState}
      sx={sx}
      role={size === 'inline' ? 'alert' : undefined}
    >
      {status === undefined ? null : (
        <ErrorStateStatus className={errorStateClasses.status}>{status}</ErrorStateStatus>
      )}
      <ErrorStateTitle
        as={headingTag(headingLevel)}
        className={errorStateClasses.title}
        ownerState={ownerState}
      >
        {title}
      </ErrorStateTitle>
      {message ? (
        <ErrorStateMessage className={errorStateClasses.message}>{message}</ErrorStateMessage>
      ) : null}
      {actions ? (
        <ErrorStateActions className={errorStateClasses.actions}>{actions}</ErrorStateActions>
      ) : null}
    </ErrorStateRoot>
  );
}
