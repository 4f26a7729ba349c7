import { useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CreateBlogTermBody } from '@atlas/api/endpoints/blog-admin';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { NativeSelectField } from '../../../shared/forms/fields';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useServerForm } from '../../../shared/forms/useServerForm';
import { useStores } from '../../../shared/stores/StoresContext';

interface TermValues {
  kind: CreateBlogTermBody['kind'];
  language: 'en' | 'es';
  name: string;
  slug: string;
  description: string;
}

/** Adds an author, or a category or tag of one language, for the post editor. */
export function TermForm() {
  const { api, alert } = useStores();
  const revalidator = useRevalidator();
  const [round, setRound] = useState(0);
  const form = useServerForm<TermValues>({
    defaultValues: { kind: 'category', language: 'en', name: '', slug: '', description: '' },
    serverFields: ['kind', 'language', 'name', 'slug', 'description'],
  });
  const save = form.submit(async (values) => {
    const answer = await api.createBlogTerm(values);
    alert.show(answer.message);
    form.reset();
    setRound((value) => value + 1);
    void revalidator.revalidate();
  });
  return (
    <Box component="section" aria-labelledby="terms-heading" sx={{ mt: 5 }}>
      <Typography id="terms-heading" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        Add an author, category or tag
      </Typography>
      <FormAlert message={form.formError} />
      <Box
        key={round}
        component="form"
        method="post"
        noValidate
        onSubmit={save}
        aria-label="Add an author, category or tag"
        sx={{
          mt: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        <NativeSelectField
          label="What"
          placeholder="Choose"
          options={[
            { value: 'category', label: 'Category' },
            { value: 'tag', label: 'Tag' },
            { value: 'author', label: 'Author' },
          ]}
          {...form.field('kind')}
        />
        <NativeSelectField
          label="Blog"
          placeholder="Choose"
          options={[
            { value: 'en', label: 'English' },
            { value: 'es', label: 'Spanish' },
          ]}
          {...form.field('language', { hint: 'Authors write for both.' })}
        />
        <TextField label="Name" required {...form.field('name')} />
        <TextField
          label="Slug"
          required
          {...form.field('slug', { hint: 'Lower-case letters, digits and dashes.' })}
        />
        <TextField
          label="Description or bio"
          multiline
          minRows={2}
          sx={{ gridColumn: { sm: '1 / -1' } }}
          {...form.field('description')}
        />
        <Box>
          <SubmitButton submitting={form.isSubmitting} size="medium" busyLabel="Adding…">
            Add
          </SubmitButton>
        </Box>
      </Box>
    </Box>
  );
}
