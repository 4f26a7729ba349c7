import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { InitialsAvatar } from '@atlas/ui/InitialsAvatar';
import type { ClaimCandidate } from '@atlas/api/company-memberships';
import { useStores } from '../../../shared/stores/StoresContext';

/** How long typing must pause before the directory is asked (SPEC §9's 500 ms). */
const DEBOUNCE_MS = 500;

export interface CompanyFinderProps {
  /** What each found company offers: a claim, a join request… */
  action(company: ClaimCandidate): React.ReactNode;
  label?: string;
}

/** Find a listed company by part of its name or by its website. */
export function CompanyFinder({ action, label = 'Company name or website' }: CompanyFinderProps) {
  const { api } = useStores();
  const [text, setText] = useState('');
  const [found, setFound] = useState<ClaimCandidate[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resultsId = useId();

  useEffect(() => {
    const q = text.trim();
    if (q.length < 2) {
      setFound(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api.findClaimCandidates({ q }, controller.signal).then(
        (answer) => {
          setError(null);
          setFound(answer.data);
        },
        (reason: unknown) => {
          if (!controller.signal.aborted)
            setError(reason instanceof Error ? reason.message : 'The search failed.');
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, text]);

  return (
    <Stack spacing={2}>
      <TextField
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        fullWidth
        autoComplete="off"
        placeholder="e.g. Acme Digital or acme.com"
        slotProps={{ htmlInput: { 'aria-controls': resultsId, maxLength: 200 } }}
      />
      <Box id={resultsId} role="region" aria-live="polite" aria-label="Companies found">
        {error ? <Typography color="error">{error}</Typography> : null}
        {found && found.length === 0 ? (
          <Typography>No listed company matches “{text.trim()}”.</Typography>
        ) : null}
        {found && found.length > 0 ? (
          <List disablePadding sx={{ display: 'grid', gap: 1 }}>
            {found.map((company) => (
              <ListItem
                key={company.slug}
                sx={{
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                  gap: 2,
                  flexWrap: 'wrap',
                  alignItems: 'center',
                }}
              >
                <InitialsAvatar
                  name={company.name}
                  nameKind="organization"
                  src={company.logo_url ?? undefined}
                  decorative
                />
                <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {company.name}
                  </Typography>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {[company.location, company.website].filter(Boolean).join(' · ')}
                  </Typography>
                  {company.claimed ? <Chip size="small" label="Claimed" sx={{ mt: 0.5 }} /> : null}
                </Box>
                {action(company)}
              </ListItem>
            ))}
          </List>
        ) : null}
      </Box>
    </Stack>
  );
}
