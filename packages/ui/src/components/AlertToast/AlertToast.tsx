import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { SnackbarCloseReason } from '@mui/material/Snackbar';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { alertToastClasses } from './alertToastClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasAlertToast';

/** The alert types of SPEC §3 ("Alert: message, type (default success), centered"). */
export type AlertToastType = 'success' | 'info' | 'warning' | 'error';

export interface AlertToastProps {
  /** The message, e.g. "Notifications cleared successfully!". */
  message: string;
  /** Shows the toast; the owner hides it again from `onClose`. */
  open: boolean;
  /**
   * Called when the toast should go: after `autoHideDuration`, or when its close icon is used.
   * Clicks elsewhere on the page do not close it.
   */
  onClose: (reason: 'timeout' | 'close') => void;
  /**
   * The kind of message; sets colour, icon and how urgently it is announced (errors and warnings
   * interrupt, the others wait).
   * @default 'success'
   */
  type?: AlertToastType | undefined;
  /**
   * Shows the toast at the top centre of the screen instead of the bottom-right corner.
   * @default false
   */
  centered?: boolean | undefined;
  /**
   * Milliseconds before the toast closes by itself (SPEC §9: 5000). `null` keeps it open.
   * @default 5000
   */
  autoHideDuration?: number | null | undefined;
  /**
   * Accessible name of the close icon.
   * @default 'Close'
   */
  closeLabel?: string | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

const AlertToastRoot = styled(Snackbar, { name: NAME, slot: 'root' })({});

const AlertToastAlert = styled(Alert, { name: NAME, slot: 'alert' })(
  memoTheme(({ theme }) => ({
    minWidth: 280,
    maxWidth: 560,
    boxShadow: theme.shadows[6],
    alignItems: 'center',
  })),
);

/**
 * A short message that appears over the page and goes away by itself after 5 s, or on its close
 * icon. Success by default; errors and warnings are announced at once (`role="alert"`), the
 * others politely (`role="status"`).
 */
export function AlertToast(inProps: AlertToastProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    message,
    open,
    onClose,
    type = 'success',
    centered = false,
    autoHideDuration = 5000,
    closeLabel = 'Close',
    className,
    sx,
  } = props;
  const urgent = type === 'error' || type === 'warning';

  const handleSnackbarClose = (_event: unknown, reason: SnackbarCloseReason) => {
    // A click elsewhere must not dismiss a message the person may not have read yet.
    if (reason === 'timeout') onClose('timeout');
  };

  return (
    <AlertToastRoot
      className={classNames(alertToastClasses.root, className)}
      sx={sx}
      open={open}
      autoHideDuration={autoHideDuration}
      onClose={handleSnackbarClose}
      anchorOrigin={
        centered
          ? { vertical: 'top', horizontal: 'center' }
          : { vertical: 'bottom', horizontal: 'right' }
      }
    >
      <AlertToastAlert
        className={alertToastClasses.alert}
        severity={type}
        variant="filled"
        role={urgent ? 'alert' : 'status'}
        onClose={() => onClose('close')}
        slotProps={{ closeButton: { 'aria-label': closeLabel, title: closeLabel } }}
      >
        {message}
      </AlertToastAlert>
    </AlertToastRoot>
  );
}
