import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  BLOG_BASE_PATHS,
  blogCategoryPath,
  blogPostPath,
  blogTagPath,
} from '@atlas/api/blog-paths';
import type { BlogPost } from '@atlas/api/blog';
import { I18nScope } from '../../../shared/i18n/I18nScope';
import { blogTranslator } from '../i18n';
import type { BlogPostPageData } from '../blog';
import { BlogBreadcrumbs } from '../components/BlogBreadcrumbs';
import { BlogCover } from '../components/BlogCover';
import { CompanyMentionCard } from '../components/CompanyMentionCard';
import { PostCard } from '../components/PostCard';

/** How the sanitized body reads: a comfortable measure, nothing wider than the screen. */
const BODY_SX = {
  fontSize: '1.075rem',
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& h2': { fontSize: '1.6rem', fontWeight: 700, mt: 5, mb: 1.5, scrollMarginTop: '80px' },
  '& h3': { fontSize: '1.25rem', fontWeight: 700, mt: 4, mb: 1, scrollMarginTop: '80px' },
  '& h4': { fontSize: '1.1rem', fontWeight: 700, mt: 3, mb: 1 },
  '& p, & ul, & ol, & blockquote, & pre, & table, & figure': { my: 2 },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
  '& pre': { overflowX: 'auto', p: 2, bgcolor: 'grey.100', borderRadius: 1 },
  '& code': { fontFamily: 'monospace', fontSize: '0.95em' },
  '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
  '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left' },
  '& a': { color: 'primary.main' },
} as const;

function TableOfContents({ post }: { post: BlogPost }) {
  const { t } = useTranslation('blog');
  if (post.headings.length < 2) return null;
  return (
    <Box
      component="nav"
      aria-labelledby="toc-heading"
      sx={{ my: 4, p: 2.5, bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <Typography id="toc-heading" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('contents')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
        {post.headings.map((heading) => (
          <Box component="li" key={heading.id} sx={{ ml: heading.level === 3 ? 2 : 0, my: 0.5 }}>
            <Link href={`#${heading.id}`} underline="hover">
              {heading.text}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function Post({ pageData }: { pageData: BlogPostPageData }) {
  const { t } = useTranslation('blog');
  const { language, post, text, preview } = pageData;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }} lang={language}>
      {preview ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('previewNotice', { status: t(`status_${post.status}`) })}
        </Alert>
      ) : null}
      <BlogBreadcrumbs
        items={[
          { name: text.home, path: '/' },
          { name: text.blog, path: BLOG_BASE_PATHS[language] },
          { name: post.category.name, path: blogCategoryPath(language, post.category.slug) },
        ]}
      />
      <Box component="article">
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, fontWeight: 800, lineHeight: 1.15 }}
        >
          {post.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2, fontSize: '1.15rem' }}>
          {post.excerpt}
        </Typography>
        <Typography component="p" variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('byAuthor', { name: post.author.name })}
          {' · '}
          <time dateTime={post.published_at}>
            {t('date', { date: new Date(post.published_at) })}
          </time>
          {' · '}
          {t('readingTime', { count: post.reading_minutes })}
        </Typography>
        {post.translations.map((translation) => (
          <Typography key={translation.language} variant="body2" sx={{ mt: 1 }}>
            <Link
              component={RouterLink}
              to={blogPostPath(translation.language, translation.slug)}
              hrefLang={translation.language}
            >
              {t('otherLanguage', { language: t(`languageName_${translation.language}`) })}
            </Link>
          </Typography>
        ))}
        {post.cover ? (
          <Box sx={{ mt: 3 }}>
            <BlogCover image={post.cover} sizes="(min-width: 900px) 852px, 100vw" priority />
          </Box>
        ) : null}
        <TableOfContents post={post} />
        {/* Sanitized on the server (modules/blog/content.ts) before it is sent. */}
        <Box sx={BODY_SX} dangerouslySetInnerHTML={{ __html: post.body_html }} />

        {post.tags.length > 0 ? (
          <Box component="section" aria-labelledby="tags-heading" sx={{ mt: 4 }}>
            <Typography id="tags-heading" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {t('tags')}
            </Typography>
            <Stack
              component="ul"
              direction="row"
              sx={{ listStyle: 'none', p: 0, m: 0, gap: 1, flexWrap: 'wrap' }}
            >
              {post.tags.map((tag) => (
                <li key={tag.slug}>
                  {language === 'en' ? (
                    <Link component={RouterLink} to={blogTagPath(tag.slug)}>
                      #{tag.name}
                    </Link>
                  ) : (
                    <span>#{tag.name}</span>
                  )}
                </li>
              ))}
            </Stack>
          </Box>
        ) : null}

        <Box
          component="section"
          aria-labelledby="author-heading"
          sx={{ mt: 4, p: 2.5, border: 1, borderColor: 'divider', borderRadius: 2 }}
        >
          <Typography id="author-heading" component="h2" sx={{ fontWeight: 700 }}>
            {t('aboutAuthor')}
          </Typography>
          <Typography sx={{ fontWeight: 600, mt: 1 }}>{post.author.name}</Typography>
          {post.author.bio ? (
            <Typography color="text.secondary">{post.author.bio}</Typography>
          ) : null}
        </Box>
      </Box>

      {post.companies.length > 0 ? (
        <Box component="section" aria-labelledby="companies-heading" sx={{ mt: 5 }}>
          <Typography
            id="companies-heading"
            component="h2"
            variant="h5"
            sx={{ fontWeight: 700, mb: 2 }}
          >
            {t('companies')}
          </Typography>
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {post.companies.map((company) => (
              <CompanyMentionCard key={company.slug} company={company} />
            ))}
          </Stack>
        </Box>
      ) : null}

      {post.related.length > 0 ? (
        <Box component="section" aria-labelledby="related-heading" sx={{ mt: 6 }}>
          <Typography
            id="related-heading"
            component="h2"
            variant="h5"
            sx={{ fontWeight: 700, mb: 2 }}
          >
            {t('related')}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 4,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
            }}
          >
            {post.related.map((related) => (
              <li key={related.slug}>
                <PostCard post={related} headingLevel={3} />
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
    </Container>
  );
}

/** /blog/{slug} and /es/blog/{slug}: one post, in its language. */
export function BlogPostPage() {
  const pageData = useLoaderData<BlogPostPageData>();
  return (
    <I18nScope i18n={blogTranslator(pageData.language)}>
      <Post pageData={pageData} />
    </I18nScope>
  );
}
