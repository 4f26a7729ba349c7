import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { parallaxRatio } from '@atlas/api/awards';
import { isAwardEdition, VOTING_EDITIONS } from '@atlas/api/options';
import { paths } from '../../../config/paths';
import { ParallaxHero } from '../components/ParallaxHero';
import { CategoryNominees, Methodology } from '../components/CategoryNominees';
import { awardsPaths, phaseSentence, type EditionPageData } from '../awards';

/** /awards-{year}: the edition's story, its categories with nominees or winners, the method. */
export function EditionPage() {
  const { edition } = useLoaderData<EditionPageData>();
  const votingPages = (VOTING_EDITIONS as readonly number[]).includes(edition.year);
  return (
    <>
      <ParallaxHero
        ratio={isAwardEdition(edition.year) ? parallaxRatio(edition.year) : 2}
        eyebrow={`Awards ${edition.year}`}
        title={`The ${edition.year} Awards`}
      >
        <Typography sx={{ maxWidth: 720, mb: 2 }}>{edition.story}</Typography>
        <Typography sx={{ fontWeight: 600, mb: 3 }}>{phaseSentence(edition)}</Typography>
        {votingPages ? (
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {edition.phase === 'voting' ? (
              <Button
                component={RouterLink}
                to={awardsPaths.vote(edition.year)}
                variant="contained"
                color="warning"
              >
                Vote now
              </Button>
            ) : null}
            <Button component={RouterLink} to={awardsPaths.faq(edition.year)} variant="outlined">
              Questions and answers
            </Button>
          </Stack>
        ) : null}
      </ParallaxHero>
      <Container>
        <Typography component="h2" variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
          {edition.phase === 'winners' ? 'Winners by category' : 'Nominees by category'}
        </Typography>
        {edition.categories.length === 0 ? (
          <Typography>No categories yet.</Typography>
        ) : (
          edition.categories.map((category) => (
            <CategoryNominees
              key={category.id}
              edition={edition}
              category={category}
              headingLevel={3}
            />
          ))
        )}
        <Methodology edition={edition} />
        <Link component={RouterLink} to={paths.companies()}>
          Browse all agencies
        </Link>
      </Container>
    </>
  );
}
