import * as React from 'react';
import Button from '@mui/material/Button';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import type { AtlasLinkComponent } from '../../internal/link';
import { headingTag } from '../../internal/stateLayout';
import type { HeadingLevel } from '../../internal/stateLayout';
import { getAtlasTokens } from '../../theme/getAtlasTokens';
import { getListedBoxClasses } from './getListedBoxClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasGetListedBox';

export interface GetListedBoxProps {
  /**
   * The title.
   * @default 'Get your agency listed'
   */
  title?: string | undefined;
  /**
   * The text under the title.
   * @default 'Reach thousands of clients looking for a partner like you. Listing is free.'
   */
  description?: string | undefined;
  /**
   * The button's text.
   * @default 'Get Listed'
   */
  buttonText?: string | undefined;
  /**
   * Where the button goes.
   * @default '/companies/get-listed'
   */
  href?: string | undefined;
  /**
   * Level of the title's heading.
   * @default 2
   */
  headingLevel?: HeadingLevel | undefined;
  /**
   * Renders the button's link: a plain `<a>` by default, or the app's router link.
   * @default 'a'
   */
  LinkComponent?: AtlasLinkComponent | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

const GetListedBoxRoot = styled('section', { name: NAME, slot: 'root' })(
  memoTheme(({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: theme.spacing(1.5),
    padding: theme.spacing(4),
    borderRadius: getAtlasTokens(theme).radius.lg,
    border: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
  })),
);

const GetListedBoxTitle = styled('h2', { name: NAME, slot: 'title' })(
  memoTheme(({ theme }) => ({
    ...theme.typography.h4,
    margin: 0,
  })),
);

const GetListedBoxDescription = styled('p', { name: NAME, slot: 'description' })(
  memoTheme(({ theme }) => ({
    ...theme.typography.body1,
    margin: 0,
    maxWidth: 520,
    color: theme.palette.text.secondary,
  })),
);

const GetListedBoxAction = styled('div', { name: NAME, slot: 'action' })(
  memoTheme(({ theme }) => ({
    marginTop: theme.spacing(1),
  })),
);

/** The home page's call to action for agencies: get listed in the directory. */
export function GetListedBox(inProps: GetListedBoxProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    title = 'Get your agency listed',
    description = 'Reach thousands of clients looking for a partner like you. Listing is free.',
    buttonText = 'Get Listed',
    href = '/companies/get-listed',
    headingLevel = 2,
    LinkComponent = 'a',
    className,
    sx,
  } = props;
  const titleId = React.useId();

  return (
    <GetListedBoxRoot
      aria-labelledby={titleId}
      className={classNames(getListedBoxClasses.root, className)}
      sx={sx}
    >
      <GetListedBoxTitle
        id={titleId}
        as={headingTag(headingLevel)}
        className={getListedBoxClasses.title}
      >
        {title}
      </GetListedBoxTitle>
      <GetListedBoxDescription className={getListedBoxClasses.description}>
        {description}
      </GetListedBoxDescription>
      <GetListedBoxAction className={getListedBoxClasses.action}>
        <Button variant="contained" size="large" component={LinkComponent} href={href}>
          {buttonText}
        </Button>
      </GetListedBoxAction>
    </GetListedBoxRoot>
  );
}
