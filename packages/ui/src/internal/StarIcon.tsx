import SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';

/** A five-point star with softened corners, drawn for the kit (we ship no icon package). */
export function StarIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path
        d="M12 2L14.62 9L22.08 9.32L16.23 13.98L18.23 21.18L12 17.05L5.77 21.18L7.77 13.98L1.92 9.32L9.38 9Z"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
    </SvgIcon>
  );
}
