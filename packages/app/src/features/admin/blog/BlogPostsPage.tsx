import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { AdminBlogPostRow } from '@atlas/api/endpoints/blog-admin';
import { BLOG_ADMIN_SORT_FIELDS } from '@atlas/api/endpoints/blog-admin';
import { blogPostPath } from '@atlas/api/blog-paths';
import { QueueLayout } from '../components/QueuePage';
import { adminBlogPaths } from './paths';
import { TermForm } from './TermForm';

const STATUS_OPTIONS = [
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
];

/** /admin/blog: every post, drafts included, with links to edit and to read. */
export function BlogPostsPage() {
  return (
    <QueueLayout<AdminBlogPostRow>
      heading="Blog posts"
      intro="Drafts, scheduled and published posts in every language. A scheduled post goes public by itself at its time."
      label="Blog posts"
      searchLabel="Search title or slug"
      statusOptions={STATUS_OPTIONS}
      sortFields={BLOG_ADMIN_SORT_FIELDS}
      defaultSort="updated_at"
      columns={[
        {
          field: 'title',
          headerName: 'Title',
          flex: 1,
          minWidth: 220,
          renderCell: ({ row }) => (
            <Link component={RouterLink} to={adminBlogPaths.post(row.id)}>
              {row.title}
            </Link>
          ),
        },
        { field: 'language', headerName: 'Language', width: 100, sortable: false },
        { field: 'status', headerName: 'Status', width: 110, sortable: false },
        {
          field: 'publish_at',
          headerName: 'Publish time',
          width: 170,
          valueFormatter: (value: string | null) =>
            value ? value.slice(0, 16).replace('T', ' ') : '',
        },
        { field: 'author', headerName: 'Author', width: 150, sortable: false },
        {
          field: 'updated_at',
          headerName: 'Last change',
          width: 170,
          valueFormatter: (value: string) => value.slice(0, 16).replace('T', ' '),
        },
        {
          field: 'live',
          headerName: 'Public',
          width: 110,
          sortable: false,
          renderCell: ({ row }) =>
            row.live ? <Link href={blogPostPath(row.language, row.slug)}>Read</Link> : 'Not yet',
        },
      ]}
    >
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        <Button component={RouterLink} to={adminBlogPaths.newPost()} variant="contained">
          Write a post
        </Button>
      </Stack>
      <TermForm />
    </QueueLayout>
  );
}
