import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { blogCategoryPath, blogPostPath } from '@atlas/api/blog-paths';
import type { BlogPostSummary } from '@atlas/api/blog';
import { BlogCover } from './BlogCover';

/** A post in a list: cover, category, linked title, excerpt, date and reading time. */
export function PostCard({
  post,
  headingLevel,
  priority = false,
}: {
  post: BlogPostSummary;
  headingLevel: 2 | 3;
  priority?: boolean;
}) {
  const { t } = useTranslation('blog');
  return (
    <Box
      component="article"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0, height: '100%' }}
    >
      {post.cover ? (
        <BlogCover
          image={{ ...post.cover, alt: '' }}
          sizes="(min-width: 1200px) 370px, (min-width: 600px) 50vw, 100vw"
          priority={priority}
        />
      ) : null}
      <Link
        component={RouterLink}
        to={blogCategoryPath(post.language, post.category.slug)}
        underline="hover"
        sx={{ fontSize: '0.85rem', fontWeight: 600, textTransform: 'uppercase', mt: 1 }}
      >
        {post.category.name}
      </Link>
      <Typography
        component={`h${headingLevel}`}
        sx={{ fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 }}
      >
        <Link
          component={RouterLink}
          to={blogPostPath(post.language, post.slug)}
          color="text.primary"
          underline="hover"
        >
          {post.title}
        </Link>
      </Typography>
      <Typography color="text.secondary">{post.excerpt}</Typography>
      <Typography component="p" variant="body2" color="text.secondary" sx={{ mt: 'auto' }}>
        <time dateTime={post.published_at}>{t('date', { date: new Date(post.published_at) })}</time>
        {' · '}
        {t('readingTime', { count: post.reading_minutes })}
      </Typography>
    </Box>
  );
}
