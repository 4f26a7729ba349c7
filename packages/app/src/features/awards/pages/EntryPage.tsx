import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CategoryNominees, Methodology } from '../components/CategoryNominees';
import { NominationList } from '../components/NominationList';
import { awardsPaths, phaseSentence, type EntryPageData } from '../awards';

/** /awards-{year}/{slug}(/{segment}): a category of the edition, or a company in it. */
export function EntryPage() {
  const { entry, segment } = useLoaderData<EntryPageData>();
  const year = entry.edition.year;
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
        <Link
          component={RouterLink}
          to={awardsPaths.edition(year)}
          color="inherit"
          underline="hover"
        >
          Awards {year}
        </Link>
        <Typography color="text.primary">
          {entry.kind === 'category' ? entry.category.name : entry.company.name}
        </Typography>
      </Breadcrumbs>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 800, mb: 1 }}>
        {entry.kind === 'category'
          ? `${entry.category.name} — Awards ${year}`
          : `${entry.company.name} in the Awards ${year}`}
      </Typography>
      <Typography sx={{ mb: 4 }}>{phaseSentence(entry.edition)}</Typography>
      {entry.kind === 'category' ? (
        <>
          <CategoryNominees edition={entry.edition} category={entry.category} highlight={segment} />
          <Methodology edition={entry.edition} />
        </>
      ) : (
        <Box>
          <NominationList
            company={entry.company}
            nominations={entry.nominations}
            highlight={segment}
          />
          <Link component={RouterLink} to={awardsPaths.company(entry.company.slug)}>
            {entry.company.name} across every edition
          </Link>
        </Box>
      )}
    </Container>
  );
}
