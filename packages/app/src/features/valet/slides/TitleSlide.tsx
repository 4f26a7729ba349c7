import { observer } from 'mobx-react-lite';
import TextField from '@mui/material/TextField';
import { VALET_TITLE_MAX_LENGTH } from '@atlas/api/valet';
import type { ValetWizardStore } from '../stores/ValetWizardStore';

/**
 * The first slide: server-rendered with the page, so it is the only one not loaded lazily, and it
 * posts as a plain form before the page's script runs (issue 33). It keeps react-hook-form out of
 * the page's first load: its one field is the draft's title, checked by the wizard with the
 * slide's step schema when the buyer goes on (the later slides check their own forms).
 */
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
      onChange={(event) => {
        const title = event.target.value;
        store.keep(
          'title',
          (draft) => {
            draft.title = title;
          },
          'title',
        );
      }}
      error={Boolean(error)}
      helperText={error ?? ' '}
      slotProps={{ htmlInput: { maxLength: VALET_TITLE_MAX_LENGTH, autoComplete: 'off' } }}
    />
  );
});
