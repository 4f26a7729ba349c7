import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldValues,
  type UseFormSetValue,
} from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NativeSelectField } from '../../../shared/forms/fields';

export interface SharesFieldProps {
  // A form whose `name` holds `{ [idKey]: number; percentage: number }[]`.
  control: Control<FieldValues>;
  /** The form's setValue: a row's fields change in place, so the input keeps its focus. */
  setValue: UseFormSetValue<FieldValues>;
  name: string;
  idKey: string;
  /** "Service", "Industry": what one row picks. */
  label: string;
  legend: string;
  hint: string;
  options: readonly { id: number; name: string; group?: string }[];
  error?: string | undefined;
}

/**
 * A list of picks, each with a whole percentage, that add up to 100: services, industries,
 * client types. The running total says how far off it is.
 */
export function SharesField(props: SharesFieldProps) {
  const { fields, append, remove } = useFieldArray({
    control: props.control,
    name: props.name,
  });
  const rows = (useWatch({ control: props.control, name: props.name }) ?? []) as Record<
    string,
    number
  >[];
  const total = rows.reduce((sum, row) => sum + (Number(row.percentage) || 0), 0);
  const chosen = new Set(rows.map((row) => Number(row[props.idKey])));
  const free = props.options.filter((option) => !chosen.has(option.id));

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
        {props.legend}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {props.hint}
      </Typography>
      <Stack spacing={1.5}>
        {fields.map((item, index) => {
          const row = rows[index] ?? {};
          const current = props.options.find((option) => option.id === Number(row[props.idKey]));
          return (
            <Stack key={item.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <NativeSelectField
                label={`${props.label} ${index + 1}`}
                placeholder={`Choose a ${props.label.toLowerCase()}`}
                size="small"
                value={row[props.idKey] ?? ''}
                options={[...(current ? [current] : []), ...free].map((option) => ({
                  value: option.id,
                  label: option.group ? `${option.name} (${option.group})` : option.name,
                }))}
                onChange={(event) =>
                  props.setValue(
                    `${props.name}.${index}.${props.idKey}`,
                    Number(event.target.value),
                    {
                      shouldDirty: true,
                    },
                  )
                }
              />
              <TextField
                label="%"
                type="number"
                size="small"
                value={row.percentage ?? ''}
                onChange={(event) =>
                  props.setValue(`${props.name}.${index}.percentage`, Number(event.target.value), {
                    shouldDirty: true,
                  })
                }
                slotProps={{
                  htmlInput: {
                    min: 1,
                    max: 100,
                    inputMode: 'numeric',
                    'aria-label': `${props.label} ${index + 1} percentage`,
                  },
                }}
                sx={{ width: 96, flexShrink: 0 }}
              />
              <Button
                onClick={() => remove(index)}
                aria-label={`Remove ${current?.name ?? `${props.label} ${index + 1}`}`}
                sx={{ flexShrink: 0 }}
              >
                Remove
              </Button>
            </Stack>
          );
        })}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="small"
          disabled={free.length === 0}
          onClick={() => {
            const next = free[0];
            if (next) append({ [props.idKey]: next.id, percentage: Math.max(0, 100 - total) || 1 });
          }}
        >
          Add a {props.label.toLowerCase()}
        </Button>
        <Typography
          role="status"
          color={rows.length > 0 && total !== 100 ? 'error' : 'text.secondary'}
        >
          {rows.length === 0
            ? 'None yet'
            : `Total: ${total} %${total === 100 ? '' : ' (must be 100 %)'}`}
        </Typography>
      </Stack>
      {props.error ? (
        <Typography color="error" variant="body2" sx={{ mt: 1 }}>
          {props.error}
        </Typography>
      ) : null}
    </Box>
  );
}
