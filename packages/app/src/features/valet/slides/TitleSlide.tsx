import { observer } from 'mobx-react-lite';
import TextField from '@mui/material/TextField';
import { VALET_TITLE_MAX_LENGTH } from '@atlas/api/valet';
import type { ValetWizardStore } from '../stores/ValetWizardStore';

/** The first slide: server-rendered with the page, so it is the only one not loaded lazily. */
export const TitleSlide = observer(function TitleSlide({ store }: { store: ValetWizardStore }) {
  const error = store.errors.title;
  return (
    <TextField
      id="valet-title"
      name="title"
      label="Project title"
      required
      fullWidth
      value={store.selection.title}
      onChange={(event) => store.setTitle(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? ' '}
      slotProps={{ htmlInput: { maxLength: VALET_TITLE_MAX_LENGTH, autoComplete: 'off' } }}
    />
  );
});
