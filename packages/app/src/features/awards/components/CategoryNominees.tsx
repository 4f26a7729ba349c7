import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AwardCategory, AwardEditionSummary } from '@atlas/api/endpoints/awards-pages';
import { paths } from '../../../config/paths';
import { awardsPaths } from '../awards';
import { offscreen } from '../../../shared/offscreen';

const formatScore = (value: number) => value.toFixed(2);

/**
 * A category's nominees. Once the winners are published, every nominee's score with its parts
 * and the edition's weights, so anyone can check the sum; before that, the nominees by name.
 */
export function CategoryNominees({
  edition,
  category,
  highlight = null,
  headingLevel = 2,
}: {
  edition: AwardEditionSummary;
  category: AwardCategory;
  highlight?: string | null;
  headingLevel?: 2 | 3;
}) {
  const published = edition.phase === 'winners';
  const { weights } = edition;
  return (
    <Box
      component="section"
      aria-labelledby={`category-${category.id}`}
      sx={{ mb: 4, ...offscreen(420) }}
    >
      <Typography
        id={`category-${category.id}`}
        component={headingLevel === 2 ? 'h2' : 'h3'}
        variant={headingLevel === 2 ? 'h5' : 'h6'}
        sx={{ fontWeight: 700, mb: 1 }}
      >
        <Link
          component={RouterLink}
          to={awardsPaths.entry(edition.year, category.slug)}
          color="inherit"
          underline="hover"
        >
          {category.name}
          {category.region ? ` · ${category.region.name}` : ''}
        </Link>
      </Typography>
      {published ? (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={`${category.name}: scores`}>
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>Company</TableCell>
                <TableCell align="right">{`Jury (${weights.jury}%)`}</TableCell>
                <TableCell align="right">{`Public votes (${weights.votes}%)`}</TableCell>
                <TableCell align="right">{`Verified reviews (${weights.reviews}%)`}</TableCell>
                <TableCell align="right">Final score</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {category.nominees.map((nominee) => (
                <TableRow
                  key={nominee.id}
                  selected={nominee.company.slug === highlight}
                  aria-current={nominee.company.slug === highlight ? 'true' : undefined}
                >
                  <TableCell>{nominee.score?.rank ?? '—'}</TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={paths.company(nominee.company.slug)}>
                      {nominee.company.name}
                    </Link>{' '}
                    {nominee.status === 'winner' ? (
                      <Chip size="small" color="warning" label="Winner" />
                    ) : null}
                  </TableCell>
                  <TableCell align="right">
                    {nominee.score ? formatScore(nominee.score.jury) : '—'}
                  </TableCell>
                  <TableCell align="right">
                    {nominee.score
                      ? `${formatScore(nominee.score.votes)} (${nominee.score.counted_votes} votes)`
                      : '—'}
                  </TableCell>
                  <TableCell align="right">
                    {nominee.score ? formatScore(nominee.score.reviews) : '—'}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {nominee.score ? formatScore(nominee.score.final) : '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {category.winner_slots === 0 ? (
            <Typography variant="body2" sx={{ mt: 1 }} color="text.secondary">
              The jury chose no winner in this category.
            </Typography>
          ) : null}
        </Box>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {category.nominees.map((nominee) => (
            <li key={nominee.id}>
              <Link component={RouterLink} to={paths.company(nominee.company.slug)}>
                {nominee.company.name}
              </Link>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** How the final score is made, with the edition's weights (docs/awards.md). */
export function Methodology({ edition }: { edition: AwardEditionSummary }) {
  const { weights } = edition;
  return (
    <Box component="section" aria-labelledby="methodology" sx={{ my: 6 }}>
      <Typography id="methodology" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        How the winners are chosen
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Each nominee gets three parts, each from 0 to 100: the mean of the jurors’ scores; its
        confirmed public votes against the category’s most-voted nominee (held and discarded votes
        never count); and the mean rating of its verified reviews on a 100 scale, scaled down below
        five reviews.
      </Typography>
      <Typography>
        The final score is {weights.jury}% jury + {weights.votes}% public votes + {weights.reviews}%
        verified reviews. Ties go to more votes. One vote per verified person per category; a
        company’s own members cannot vote in its categories; the votes are kept, so a recount
        reproduces the published result.
      </Typography>
    </Box>
  );
}
