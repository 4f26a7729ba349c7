import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CategoryNominees, Methodology } from '../components/CategoryNominees';
import { awardsPaths, phaseSentence, type WinnersPageData } from '../awards';

/** /awards-{year}/winners/{service}/{slug?}: a service's winners with every score's parts. */
export function WinnersPage() {
  const { edition, category, highlight } = useLoaderData<WinnersPageData>();
  const winners = category.nominees.filter((nominee) => nominee.status === 'winner');
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
        <Link
          component={RouterLink}
          to={awardsPaths.edition(edition.year)}
          color="inherit"
          underline="hover"
        >
          Awards {edition.year}
        </Link>
        <Typography color="text.primary">Winners: {category.name}</Typography>
      </Breadcrumbs>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 800, mb: 1 }}>
        {category.name} winners {edition.year}
      </Typography>
      <Typography sx={{ mb: 4 }}>
        {edition.phase === 'winners'
          ? winners.length > 0
            ? `Won by ${winners.map((winner) => winner.company.name).join(', ')}.`
            : 'The jury chose no winner in this category.'
          : phaseSentence(edition)}
      </Typography>
      <CategoryNominees edition={edition} category={category} highlight={highlight} />
      <Methodology edition={edition} />
    </Container>
  );
}
