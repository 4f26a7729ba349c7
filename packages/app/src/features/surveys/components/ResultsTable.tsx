import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface ResultsTableProps {
  caption: string;
  /** The column headings: what a row is, then its figures. */
  headings: readonly [string, ...string[]];
  rows: readonly { label: string; cells: readonly (string | number)[] }[];
}

/** A figure as a table: a caption, column headings and a heading per row, for everyone. */
export function ResultsTable({ caption, headings, rows }: ResultsTableProps) {
  return (
    <Table
      size="small"
      sx={{
        '& caption': {
          captionSide: 'top',
          textAlign: 'left',
          px: 0,
          pt: 0,
          pb: 1,
          color: 'text.primary',
          fontWeight: 600,
        },
      }}
    >
      <caption>{caption}</caption>
      <TableHead>
        <TableRow>
          {headings.map((heading, index) => (
            <TableCell
              key={heading}
              component="th"
              scope="col"
              align={index === 0 ? 'left' : 'right'}
            >
              {heading}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.label}>
            <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
              {row.label}
            </TableCell>
            {row.cells.map((cell, index) => (
              <TableCell key={index} align="right">
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
