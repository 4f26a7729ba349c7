import type * as React from 'react';
import SvgIcon from '@mui/material/SvgIcon';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { iconClasses } from './iconClasses';

const NAME = 'AtlasIcon';

/** An SVG viewBox: four numbers separated by single spaces, "min-x min-y width height". */
export type IconViewBox = `${number} ${number} ${number} ${number}`;

const NUMBER = String.raw`-?(?:\d+(?:\.\d+)?|\.\d+)`;
const VIEW_BOX = new RegExp(`^${NUMBER} ${NUMBER} ${NUMBER} ${NUMBER}$`);

/** Whether a string is a valid viewBox (four space-separated numbers). */
export function isIconViewBox(value: string): value is IconViewBox {
  return VIEW_BOX.test(value);
}

/** Throws a clear error for a viewBox that is not four space-separated numbers. */
export function assertIconViewBox(value: string): asserts value is IconViewBox {
  if (!isIconViewBox(value)) {
    throw new RangeError(
      `Icon: viewBox must be four space-separated numbers ("min-x min-y width height", e.g. "0 0 24 24"), got ${JSON.stringify(value)}.`,
    );
  }
}

export type IconSize = 'small' | 'medium' | 'large' | 'inherit';

export interface IconProps {
  /** The drawing: `<path>`, `<circle>`… in the coordinates of `viewBox`. */
  children: React.ReactNode;
  /**
   * The drawing's coordinate box: four space-separated numbers. Anything else is a type error
   * for literals and throws a clear error at run time.
   * @default '0 0 24 24'
   */
  viewBox?: IconViewBox | undefined;
  /**
   * The icon's accessible name. Without it the icon is decoration, hidden from assistive
   * technology.
   */
  title?: string | undefined;
  /**
   * Size: 20, 24 or 35 px, or the surrounding font size.
   * @default 'medium'
   */
  size?: IconSize | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

const IconRoot = styled(SvgIcon, { name: NAME, slot: 'root' })({});

/** An SVG icon in the current text colour, with a checked `viewBox`. */
export function Icon(inProps: IconProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const { children, viewBox = '0 0 24 24', title, size = 'medium', className, sx } = props;
  assertIconViewBox(viewBox);

  return (
    <IconRoot
      className={classNames(iconClasses.root, className)}
      sx={sx}
      viewBox={viewBox}
      fontSize={size}
      titleAccess={title}
    >
      {children}
    </IconRoot>
  );
}
