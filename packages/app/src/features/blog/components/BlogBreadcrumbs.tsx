import { Link as RouterLink } from 'react-router-dom';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The trail above a blog page: links to each level, the page itself last and unlinked. */
export function BlogBreadcrumbs({ items }: { items: readonly { name: string; path?: string }[] }) {
  const { t } = useTranslation('blog');
  return (
    <Breadcrumbs aria-label={t('breadcrumb')} sx={{ mb: 2 }}>
      {items.map((item) =>
        item.path ? (
          <Link
            key={item.name}
            component={RouterLink}
            to={item.path}
            underline="hover"
            color="inherit"
          >
            {item.name}
          </Link>
        ) : (
          <Typography key={item.name} color="text.primary" aria-current="page">
            {item.name}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
