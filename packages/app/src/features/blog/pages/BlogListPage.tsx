import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  BLOG_BASE_PATHS,
  BLOG_LANGUAGES,
  blogCategoryPath,
  blogFeedPaths,
} from '@atlas/api/blog-paths';
import { EmptyState } from '@atlas/ui/EmptyState';
import { Pagination } from '@atlas/ui/Pagination';
import { AtlasRouterLink } from '../../../shared/AtlasRouterLink';
import { I18nScope } from '../../../shared/i18n/I18nScope';
import { blogTranslator } from '../i18n';
import { listBasePath, listPagePath, type BlogListPageData } from '../blog';
import { BlogBreadcrumbs } from '../components/BlogBreadcrumbs';
import { PostCard } from '../components/PostCard';

function BlogList({ pageData }: { pageData: BlogListPageData }) {
  const { t } = useTranslation('blog');
  const { language, list, text, kind } = pageData;
  const base = listBasePath(pageData);
  const blogPath = BLOG_BASE_PATHS[language];
  const heading = list.term
    ? kind === 'tag'
      ? t('tagHeading', { name: list.term.name })
      : list.term.name
    : text.title;
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }} lang={language}>
      <BlogBreadcrumbs
        items={[
          { name: text.home, path: '/' },
          list.term ? { name: text.blog, path: blogPath } : { name: text.blog },
          ...(list.term ? [{ name: list.term.name }] : []),
        ]}
      />
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, fontWeight: 800 }}>
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: '70ch' }}>
        {text.description}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('articleCount', { count: list.total })}
        {' · '}
        <Link href={blogFeedPaths(language).rss}>{t('feed')}</Link>
        {BLOG_LANGUAGES.filter((other) => other !== language).map((other) => (
          <span key={other}>
            {' · '}
            <Link component={RouterLink} to={BLOG_BASE_PATHS[other]} hrefLang={other}>
              {t('otherLanguageBlog', { language: t(`languageName_${other}`) })}
            </Link>
          </span>
        ))}
      </Typography>

      {list.categories.length > 0 ? (
        <Box component="nav" aria-label={t('categories')} sx={{ mt: 3 }}>
          <Stack
            component="ul"
            direction="row"
            sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', gap: 1 }}
          >
            <li>
              <Link
                component={RouterLink}
                to={blogPath}
                aria-current={kind === 'home' ? 'page' : undefined}
                sx={categoryLinkSx(kind === 'home')}
              >
                {t('allArticles')}
              </Link>
            </li>
            {list.categories.map((category) => {
              const current = kind === 'category' && list.term?.slug === category.slug;
              return (
                <li key={category.slug}>
                  <Link
                    component={RouterLink}
                    to={blogCategoryPath(language, category.slug)}
                    aria-current={current ? 'page' : undefined}
                    sx={categoryLinkSx(current)}
                  >
                    {category.name}
                  </Link>
                </li>
              );
            })}
          </Stack>
        </Box>
      ) : null}

      {list.data.length > 0 ? (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 4,
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
          }}
        >
          {list.data.map((post, index) => (
            <li key={post.slug}>
              <PostCard post={post} headingLevel={2} priority={index === 0} />
            </li>
          ))}
        </Box>
      ) : (
        <EmptyState
          title={t('emptyTitle')}
          description={t('emptyText')}
          sx={{ mt: 4 }}
          actions={
            kind === 'home' ? undefined : (
              <Link component={RouterLink} to={blogPath}>
                {t('backToBlog')}
              </Link>
            )
          }
        />
      )}
      <Pagination
        page={list.page}
        count={list.page_count}
        getPageHref={(page) => listPagePath(base, page)}
        LinkComponent={AtlasRouterLink}
        label={t('pagination')}
        sx={{ mt: 5 }}
        getItemAriaLabel={(type, page, selected) => {
          if (type === 'page')
            return selected ? t('currentPage', { page }) : t('goToPage', { page });
          if (type === 'next') return t('nextPage');
          if (type === 'previous') return t('previousPage');
          if (type === 'first') return t('firstPage');
          return t('lastPage');
        }}
      />
    </Container>
  );
}

function categoryLinkSx(current: boolean) {
  return {
    display: 'inline-block',
    px: 1.5,
    py: 0.75,
    borderRadius: 4,
    border: 1,
    borderColor: current ? 'primary.main' : 'divider',
    bgcolor: current ? 'primary.main' : 'transparent',
    color: current ? 'primary.contrastText' : 'text.primary',
    textDecoration: 'none',
    fontWeight: 600,
    fontSize: '0.9rem',
  };
}

/** /blog, /es/blog, their categories and /blog/tag/{tag}: a page of posts, newest first. */
export function BlogListPage() {
  const pageData = useLoaderData<BlogListPageData>();
  return (
    <I18nScope i18n={blogTranslator(pageData.language)}>
      <BlogList pageData={pageData} />
    </I18nScope>
  );
}
