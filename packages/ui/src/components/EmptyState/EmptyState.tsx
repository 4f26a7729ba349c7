import type * as React from 'react';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { headingTag, stateRootStyle } from '../../internal/stateLayout';
import type { HeadingLevel, StateSize } from '../../internal/stateLayout';
import { emptyStateClasses } from './emptyStateClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasEmptyState';

export interface EmptyStateProps {
  /** What is empty, e.g. "No companies match your filters". */
  title: string;
  /** What to do about it, e.g. "Try removing a filter or two." */
  description?: React.ReactNode;
  /** A decorative picture or icon above the title. */
  icon?: React.ReactNode;
  /** Buttons or links under the text, e.g. a "Clear all filters" button. */
  actions?: React.ReactNode;
  /**
   * `'page'` fills a page; `'inline'` sits in a card, list or panel.
   * @default 'inline'
   */
  size?: StateSize | undefined;
  /**
   * Level of the title's heading.
   * @default 2
   */
  headingLevel?: HeadingLevel | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

interface EmptyStateOwnerState {
  size: StateSize;
}

const EmptyStateRoot = styled('div', { name: NAME, slot: 'root' })<{
  ownerState: EmptyStateOwnerState;
}>(
  memoTheme(({ theme }) => ({
    ...stateRootStyle(theme),
    variants: [
      { props: { size: 'page' }, style: { paddingBlock: theme.spacing(10) } },
      { props: { size: 'inline' }, style: { paddingBlock: theme.spacing(4) } },
    ],
  })),
);

const EmptyStateIcon = styled('div', { name: NAME, slot: 'icon' })(
  memoTheme(({ theme }) => ({
    color: theme.palette.text.secondary,
    fontSize: 48,
    lineHeight: 1,
    '& svg': { fontSize: 'inherit' },
  })),
);

const EmptyStateTitle = styled('h2', { name: NAME, slot: 'title' })<{
  ownerState: EmptyStateOwnerState;
}>(
  memoTheme(({ theme }) => ({
    margin: 0,
    variants: [
      { props: { size: 'page' }, style: theme.typography.h3 },
      { props: { size: 'inline' }, style: theme.typography.h6 },
    ],
  })),
);

const EmptyStateDescription = styled('div', { name: NAME, slot: 'description' })(
  memoTheme(({ theme }) => ({
    ...theme.typography.body2,
    color: theme.palette.text.secondary,
  })),
);

const EmptyStateActions = styled('div', { name: NAME, slot: 'actions' })(
  memoTheme(({ theme }) => ({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: theme.spacing(1),
    marginTop: theme.spacing(1),
  })),
);

/** Says that there is nothing to show yet, and what to do about it. */
export function EmptyState(inProps: EmptyStateProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    title,
    description,
    icon,
    actions,
    size = 'inline',
    headingLevel = 2,
    className,
    sx,
  } = props;
  const ownerState: EmptyStateOwnerState = { size };

  return (
    <EmptyStateRoot
      className={classNames(emptyStateClasses.root, className)}
      ownerState={ownerState}
      sx={sx}
    >
      {icon ? (
        <EmptyStateIcon className={emptyStateClasses.icon} aria-hidden>
          {icon}
        </EmptyStateIcon>
      ) : null}
      <EmptyStateTitle
        as={headingTag(headingLevel)}
        className={emptyStateClasses.title}
        ownerState={ownerState}
      >
        {title}
      </EmptyStateTitle>
      {description ? (
        <EmptyStateDescription className={emptyStateClasses.description}>
          {description}
        </EmptyStateDescription>
      ) : null}
      {actions ? (
        <EmptyStateActions className={emptyStateClasses.actions}>{actions}</EmptyStateActions>
      ) : null}
    </EmptyStateRoot>
  );
}
