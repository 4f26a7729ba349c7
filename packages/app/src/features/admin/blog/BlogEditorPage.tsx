import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link as RouterLink, useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BLOG_LANGUAGES,
  BLOG_POST_STATUSES,
  blogPostPath,
  type BlogLanguage,
  type BlogPostStatus,
} from '@atlas/api/blog-paths';
import type {
  AdminBlogPost,
  BlogCoverInput,
  BlogPostInput,
  DiffPart,
} from '@atlas/api/endpoints/blog-admin';
import { ApiError } from '@atlas/api/http';
import { FileButton, IMAGE_TYPES } from '../../../shared/forms/FileButton';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { NativeSelectField } from '../../../shared/forms/fields';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useServerForm } from '../../../shared/forms/useServerForm';
import { useStores } from '../../../shared/stores/StoresContext';
import { adminBlogPaths } from './paths';
import type { BlogEditorPageData } from './routes';

const BlogBodyEditor = lazy(() => import('./BlogBodyEditor'));

/** The form as it is typed; turned into the API's BlogPostInput when sent. */
interface EditorValues {
  language: BlogLanguage;
  title: string;
  slug: string;
  excerpt: string;
  body_html: string;
  author: string;
  category: string;
  tags: string[];
  companies: string;
  cover_alt: string;
  status: BlogPostStatus;
  publish_at: string;
  translation_of: string;
}

const SERVER_FIELDS = [
  'language',
  'title',
  'slug',
  'excerpt',
  'body_html',
  'author',
  'category',
  'tags',
  'companies',
  'status',
  'publish_at',
  'translation_of',
] as const;

const STATUS_LABELS: Record<BlogPostStatus, string> = {
  draft: 'Draft (only staff and preview links see it)',
  scheduled: 'Scheduled (public from its publish time)',
  published: 'Published (public now, or from the publish time if given)',
};

/** A slug from a title: lower case, accents dropped, words joined by dashes. */
function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
}

/** `datetime-local` text (the staff member's own time) for an ISO time, and back. */
function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

function valuesOf(post: AdminBlogPost | null, translationOf: number | null): EditorValues {
  return {
    language: post?.language ?? (translationOf ? 'es' : 'en'),
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    body_html: post?.body_html ?? '',
    author: post?.author ?? '',
    category: post?.category ?? '',
    tags: post?.tags ?? [],
    companies: post?.companies.join(', ') ?? '',
    cover_alt: post?.cover?.alt ?? '',
    status: post?.status ?? 'draft',
    publish_at: localInputOf(post?.publish_at ?? null),
    translation_of: translationOf ? String(translationOf) : '',
  };
}

function DiffView({ parts }: { parts: DiffPart[] }) {
  return (
    <Box
      component="pre"
      aria-label="Changes from this revision to the current text"
      sx={{
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        fontSize: '0.85rem',
        p: 2,
        bgcolor: 'grey.50',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        maxHeight: 420,
        overflow: 'auto',
      }}
    >
      {parts.map((part, index) =>
        part.kind === 'same' ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === 'added' ? (
          <Box component="ins" key={index} sx={{ bgcolor: '#d7f5dd', textDecoration: 'none' }}>
            {part.text}
          </Box>
        ) : (
          <Box component="del" key={index} sx={{ bgcolor: '#fbdada' }}>
            {part.text}
          </Box>
        ),
      )}
    </Box>
  );
}

function Revisions({ post }: { post: AdminBlogPost }) {
  const { api, alert } = useStores();
  const revalidator = useRevalidator();
  const [shown, setShown] = useState<{ id: number; diff: DiffPart[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <Box component="section" aria-labelledby="revisions-heading" sx={{ mt: 5 }}>
      <Typography id="revisions-heading" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        Revisions
      </Typography>
      <FormAlert message={error} />
      <Box component="ol" sx={{ pl: 2.5 }}>
        {post.revisions.map((revision) => (
          <li key={revision.id}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <span>{`${revision.created_at.slice(0, 16).replace('T', ' ')} · ${revision.title}${revision.saved_by ? ` · ${revision.saved_by}` : ''}`}</span>
              <Button
                size="small"
                onClick={async () => {
                  setError(null);
                  try {
                    const answer = await api.getBlogRevision(post.id, revision.id);
                    setShown({ id: revision.id, diff: answer.data.diff });
                  } catch (failure) {
                    setError(failure instanceof ApiError ? failure.message : 'Could not load it.');
                  }
                }}
              >
                Compare with the current text
              </Button>
              <Button
                size="small"
                onClick={async () => {
                  setError(null);
                  try {
                    await api.restoreBlogRevision(post.id, revision.id);
                    alert.show('The revision is restored.');
                    setShown(null);
                    void revalidator.revalidate();
                  } catch (failure) {
                    setError(
                      failure instanceof ApiError ? failure.message : 'Could not restore it.',
                    );
                  }
                }}
              >
                Restore
              </Button>
            </Stack>
            {shown?.id === revision.id ? <DiffView parts={shown.diff} /> : null}
          </li>
        ))}
      </Box>
    </Box>
  );
}

function PreviewTools({ post }: { post: AdminBlogPost }) {
  const { api } = useStores();
  const [link, setLink] = useState<{ url: string; expires_at: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const missing = BLOG_LANGUAGES.filter(
    (language) =>
      language !== post.language && !post.translations.some((t) => t.language === language),
  );
  const staffPreview = `/blog/preview/${post.slug}${post.language === 'en' ? '' : `?language=${post.language}`}`;
  return (
    <Box component="section" aria-labelledby="preview-heading" sx={{ mt: 5 }}>
      <Typography id="preview-heading" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        Preview and translations
      </Typography>
      <FormAlert message={error} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
        <Button
          variant="outlined"
          onClick={async () => {
            setError(null);
            try {
              setLink((await api.createBlogPreviewLink(post.id)).data);
            } catch (failure) {
              setError(failure instanceof ApiError ? failure.message : 'Could not make a link.');
            }
          }}
        >
          Create a preview link
        </Button>
        <Button variant="text" href={staffPreview}>
          Preview as staff
        </Button>
        {missing.map((language) => (
          <Button
            key={language}
            variant="text"
            component={RouterLink}
            to={adminBlogPaths.newPost(post.id)}
          >
            {`Translate into ${language === 'es' ? 'Spanish' : 'English'}`}
          </Button>
        ))}
      </Stack>
      {link ? (
        <TextField
          label="Preview link (works for 7 days, never indexed)"
          value={link.url}
          fullWidth
          sx={{ mt: 2 }}
          slotProps={{ htmlInput: { readOnly: true } }}
          helperText={`Expires ${link.expires_at.slice(0, 16).replace('T', ' ')} UTC`}
        />
      ) : null}
      {post.translations.length > 0 ? (
        <Typography sx={{ mt: 2 }}>
          {'Translations: '}
          {post.translations.map((translation, index) => (
            <span key={translation.id}>
              {index > 0 ? ', ' : ''}
              <Link component={RouterLink} to={adminBlogPaths.post(translation.id)}>
                {`${translation.language}: ${translation.slug}`}
              </Link>
            </span>
          ))}
        </Typography>
      ) : null}
    </Box>
  );
}

/** /admin/blog/new and /admin/blog/{id}: the post editor, made again after each save. */
export function BlogEditorPage() {
  const data = useLoaderData<BlogEditorPageData>();
  return <Editor key={data.post ? `${data.post.id}:${data.post.updated_at}` : 'new'} data={data} />;
}

function Editor({ data }: { data: BlogEditorPageData }) {
  const { post, options, posts, translationOf } = data;
  const { api, alert } = useStores();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [cover, setCover] = useState<(Omit<BlogCoverInput, 'alt'> & { url: string }) | null>(
    post?.cover ?? null,
  );
  const [coverError, setCoverError] = useState<string | null>(null);
  // The editor runs in the browser only: the server renders its placeholder.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const form = useServerForm<EditorValues>({
    defaultValues: valuesOf(post, translationOf),
    serverFields: SERVER_FIELDS,
  });
  const { control, watch, setValue, formState } = form;
  const language = watch('language');
  const categories = options.categories.filter((category) => category.language === language);
  const tags = options.tags.filter((tag) => tag.language === language);
  const translatable = posts.filter((row) => row.language !== language && row.id !== post?.id);

  const uploadCover = async (file: File) => {
    setCoverError(null);
    try {
      const answer = await api.uploadBlogImage('cover', file);
      setCover({ ...answer.data });
    } catch (failure) {
      setCoverError(failure instanceof ApiError ? failure.message : 'The image could not be sent.');
    }
  };

  const save = form.submit(async (values) => {
    const body: BlogPostInput = {
      language: values.language,
      slug: values.slug.trim(),
      title: values.title,
      excerpt: values.excerpt,
      body_html: values.body_html,
      author: values.author,
      category: values.category,
      tags: values.tags.filter((slug) => tags.some((tag) => tag.slug === slug)),
      companies: values.companies
        .split(/[\s,]+/)
        .map((slug) => slug.trim())
        .filter(Boolean),
      cover: cover
        ? { key: cover.key, width: cover.width, height: cover.height, alt: values.cover_alt }
        : null,
      status: values.status,
      publish_at: values.publish_at ? new Date(values.publish_at).toISOString() : null,
      translation_of: post ? null : values.translation_of ? Number(values.translation_of) : null,
    };
    if (post) {
      const answer = await api.updateBlogPost(post.id, {
        ...body,
        translation_of:
          values.translation_of && !post.translations.length ? Number(values.translation_of) : null,
      });
      alert.show(answer.message);
      void revalidator.revalidate();
    } else {
      const answer = await api.createBlogPost(body);
      alert.show(answer.message);
      void navigate(adminBlogPaths.post(answer.data.id));
    }
  });

  const titleField = form.field('title');

  const errorOf = (name: keyof EditorValues) => {
    const message = formState.errors[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <Link component={RouterLink} to={adminBlogPaths.posts()}>
          All blog posts
        </Link>
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, fontWeight: 800 }}>
        {post ? `Edit “${post.title}”` : 'Write a blog post'}
      </Typography>
      {post && post.status !== 'draft' ? (
        <Typography sx={{ mt: 1 }}>
          <Link href={blogPostPath(post.language, post.slug)}>Read it on the blog</Link>
        </Typography>
      ) : null}
      <Box
        component="form"
        method="post"
        noValidate
        onSubmit={save}
        sx={{ mt: 3 }}
        aria-label="Blog post"
      >
        <FormAlert message={form.formError} />
        <Stack spacing={3}>
          <NativeSelectField
            label="Language"
            placeholder="Choose a language"
            options={[
              { value: 'en', label: 'English' },
              { value: 'es', label: 'Spanish' },
            ]}
            {...form.field('language')}
          />
          <TextField
            label="Title"
            required
            fullWidth
            {...titleField}
            onChange={(event) => {
              void titleField.onChange(event);
              // The slug follows the title until someone types one.
              if (!form.getFieldState('slug').isDirty) setValue('slug', slugOf(event.target.value));
            }}
          />
          <TextField
            label="Slug"
            required
            fullWidth
            {...form.field('slug', { hint: 'The address: lower-case letters, digits and dashes.' })}
          />
          <TextField
            label="Excerpt"
            fullWidth
            multiline
            minRows={2}
            {...form.field('excerpt', {
              hint: 'The description in lists, search results and feeds.',
            })}
          />
          <Controller
            control={control}
            name="body_html"
            render={({ field }) =>
              !mounted ? (
                <Typography>Loading the editor…</Typography>
              ) : (
                <Suspense fallback={<Typography>Loading the editor…</Typography>}>
                  <BlogBodyEditor
                    id="blog-body"
                    label="Text"
                    value={field.value}
                    onChange={field.onChange}
                    error={errorOf('body_html')}
                    hint="Headings, lists, links, code, tables and images. Link a company's profile and list it below to show its card."
                    uploadImage={async (file) =>
                      (await api.uploadBlogImage('inline', file)).data.url
                    }
                  />
                </Suspense>
              )
            }
          />
          <Box>
            <FormLabel component="p">Cover image</FormLabel>
            {cover ? (
              <Box
                component="img"
                src={cover.url}
                alt="The cover as uploaded"
                sx={{ display: 'block', maxWidth: '100%', width: 320, mt: 1, borderRadius: 1 }}
              />
            ) : null}
            <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
              <FileButton accept={IMAGE_TYPES} onFile={uploadCover} variant="outlined">
                {cover ? 'Replace the cover' : 'Upload a cover'}
              </FileButton>
              {cover ? <Button onClick={() => setCover(null)}>Remove the cover</Button> : null}
            </Stack>
            {coverError ? <FormHelperText error>{coverError}</FormHelperText> : null}
          </Box>
          <TextField
            label="Cover description (alt text)"
            fullWidth
            {...form.field('cover_alt', {
              hint: 'What the picture shows, for people who cannot see it.',
            })}
          />
          <NativeSelectField
            label="Author"
            placeholder="Choose an author"
            options={options.authors.map((author) => ({ value: author.slug, label: author.name }))}
            {...form.field('author')}
          />
          <NativeSelectField
            label="Category"
            placeholder="Choose a category"
            options={categories.map((category) => ({ value: category.slug, label: category.name }))}
            {...form.field('category')}
          />
          <FormControl component="fieldset" error={Boolean(errorOf('tags'))}>
            <FormLabel component="legend">Tags</FormLabel>
            <Controller
              control={control}
              name="tags"
              render={({ field }) => (
                <FormGroup row>
                  {tags.map((tag) => (
                    <FormControlLabel
                      key={tag.slug}
                      label={tag.name}
                      control={
                        <Checkbox
                          checked={field.value.includes(tag.slug)}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? [...field.value, tag.slug]
                                : field.value.filter((slug) => slug !== tag.slug),
                            )
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
              )}
            />
            {errorOf('tags') ? <FormHelperText>{errorOf('tags')}</FormHelperText> : null}
          </FormControl>
          <TextField
            label="Companies mentioned"
            fullWidth
            {...form.field('companies', {
              hint: 'Their slugs, separated by commas, in the order their cards show.',
            })}
          />
          {!post || post.translations.length === 0 ? (
            <NativeSelectField
              label="Translation of"
              placeholder="Not a translation"
              options={translatable.map((row) => ({
                value: row.id,
                label: `${row.language}: ${row.title}`,
              }))}
              {...form.field('translation_of')}
            />
          ) : null}
          <FormControl component="fieldset">
            <FormLabel component="legend">State</FormLabel>
            <Controller
              control={control}
              name="status"
              render={({ field }) => (
                <RadioGroup
                  name="status"
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                >
                  {BLOG_POST_STATUSES.map((status) => (
                    <FormControlLabel
                      key={status}
                      value={status}
                      control={<Radio />}
                      label={STATUS_LABELS[status]}
                    />
                  ))}
                </RadioGroup>
              )}
            />
          </FormControl>
          <TextField
            label="Publish time"
            type="datetime-local"
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
            {...form.field('publish_at', {
              hint: 'Your local time. Required when scheduled; a published post without one goes public now.',
            })}
          />
          <Box>
            <SubmitButton submitting={form.isSubmitting} busyLabel="Saving…">
              {post ? 'Save the post' : 'Save the new post'}
            </SubmitButton>
          </Box>
        </Stack>
      </Box>
      {post ? (
        <>
          <PreviewTools post={post} />
          <Revisions post={post} />
        </>
      ) : null}
    </Container>
  );
}
