import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { AWARDS_PAGE_EDITIONS, LATEST_AWARD_EDITION } from '@atlas/api/options';
import { DEFAULT_AWARD_WEIGHTS } from '@atlas/api/awards';
import { useStores } from '../../../shared/stores/StoresContext';
import { ParallaxHero } from '../components/ParallaxHero';
import { awardsPaths } from '../awards';

/** /awards: every edition, and how the awards work. */
export const AwardsHomePage = observer(function AwardsHomePage() {
  const { config } = useStores();
  const { jury, votes, reviews } = DEFAULT_AWARD_WEIGHTS;
  return (
    <>
      <ParallaxHero ratio={2} eyebrow="Since 2021" title={`${config.brandName} Awards`}>
        <Typography sx={{ maxWidth: 720, mb: 3 }}>
          Every year the best agencies of each service, chosen by a jury, by public votes that
          resist fraud and by their clients’ verified reviews — with every score published in parts.
        </Typography>
        <Button
          component={RouterLink}
          to={awardsPaths.edition(LATEST_AWARD_EDITION)}
          variant="contained"
          color="warning"
        >
          Awards {LATEST_AWARD_EDITION}
        </Button>
      </ParallaxHero>
      <Container>
        <Typography component="h2" variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
          Editions
        </Typography>
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {[...AWARDS_PAGE_EDITIONS].reverse().map((year) => (
            <Grid key={year} size={{ xs: 12, sm: 6, md: 3 }} component="li">
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={awardsPaths.edition(year)}
                  sx={{ height: '100%' }}
                >
                  <CardContent>
                    <Typography component="h3" variant="h5" sx={{ fontWeight: 700 }}>
                      Awards {year}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      Categories, nominees and winners
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Typography component="h2" variant="h4" sx={{ fontWeight: 700, mt: 6, mb: 2 }}>
          How it works
        </Typography>
        <Typography sx={{ mb: 1 }}>
          Since 2023 a nominee’s final score is {jury}% jury, {votes}% public votes and {reviews}%
          verified reviews. One vote per verified person per category; bursts from one network are
          held for review; every score is published with its parts.
        </Typography>
      </Container>
    </>
  );
});
