import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

export interface ProfileSection {
  id: string;
  label: string;
}

/** In-page links to the profile's sections: plain anchors, so they work with keyboard and without script. */
export function SectionNav({ sections }: { sections: readonly ProfileSection[] }) {
  return (
    <Box
      component="nav"
      aria-label="Sections of this profile"
      sx={{
        position: { md: 'sticky' },
        top: { md: 0 },
        zIndex: 2,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        my: 2,
        overflowX: 'auto',
      }}
    >
      <Box
        component="ul"
        sx={{ display: 'flex', gap: { xs: 2, md: 3 }, listStyle: 'none', m: 0, px: 1, py: 1.5 }}
      >
        {sections.map((section) => (
          <li key={section.id}>
            <Link
              href={`#${section.id}`}
              underline="hover"
              sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
