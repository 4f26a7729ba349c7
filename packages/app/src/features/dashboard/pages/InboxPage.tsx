import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useLoaderData, useRevalidator } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ListConversationsResponse } from '@atlas/api/endpoints/list-conversations';
import { InitialsAvatar } from '@atlas/ui/InitialsAvatar';
import { paths } from '../../../config/paths';
import { messageParagraphs } from '../../../shared/realtime/messageText';
import { useStores } from '../../../shared/stores/StoresContext';

const when = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** The first words of a stored message, as plain text. */
function preview(html: string): string {
  const text = messageParagraphs(html)
    .map((lines) => lines.join(' '))
    .join(' ');
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
}

/**
 * /dashboard/inbox (issues 17 and 19): every conversation of the signed-in person, newest first,
 * with who it is with, the last message and how many are unread; kept live (a new message reads
 * the list again). Matched projects have their own page, linked at the top.
 */
export const InboxPage = observer(function InboxPage() {
  const { data: conversations } = useLoaderData<ListConversationsResponse>();
  const { realtime, user } = useStores();
  const revalidator = useRevalidator();

  useEffect(
    () =>
      realtime.listen((event) => {
        if (event.type === 'message.created' || event.type === 'conversation.read')
          void revalidator.revalidate();
      }),
    [realtime, revalidator],
  );

  const unread = conversations.reduce((sum, item) => sum + item.unread, 0);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' }, fontWeight: 800 }}
      >
        Inbox
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }} role="status">
        {conversations.length === 0
          ? 'No conversations yet.'
          : `${conversations.length} conversation${conversations.length === 1 ? '' : 's'}, ${unread} unread message${unread === 1 ? '' : 's'}.`}
      </Typography>
      <Typography sx={{ mt: 1, mb: 3 }}>
        <Link component={RouterLink} to={paths.dashboardValet()}>
          Matched projects
        </Link>
        {' — the briefs buyers sent your company, to accept, question or quote.'}
      </Typography>
      {conversations.length > 0 ? (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {conversations.map((conversation) => {
            const others = conversation.participants.filter(
              (person) => person.id !== user.user?.id,
            );
            const first = others[0];
            const label = `${conversation.subject}${conversation.unread > 0 ? `, ${conversation.unread} unread` : ''}`;
            return (
              <li key={conversation.id}>
                <Paper
                  variant="outlined"
                  sx={{
                    p: 2,
                    display: 'flex',
                    gap: 2,
                    alignItems: 'flex-start',
                    minWidth: 0,
                    borderColor: conversation.unread > 0 ? 'primary.main' : undefined,
                  }}
                >
                  <Badge badgeContent={conversation.unread} color="primary" max={99} aria-hidden>
                    <InitialsAvatar name={first?.name ?? conversation.subject} />
                  </Badge>
                  <Box sx={{ minWidth: 0, flex: 1 }}>
                    <Link
                      component={RouterLink}
                      to={paths.dashboardConversation(conversation.id)}
                      aria-label={label}
                      sx={{
                        fontWeight: conversation.unread > 0 ? 800 : 600,
                        overflowWrap: 'anywhere',
                      }}
                    >
                      {conversation.subject}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {`With ${others.map((person) => person.name).join(', ') || 'nobody else yet'} · ${when.format(new Date(conversation.updatedAt))}`}
                    </Typography>
                    {conversation.lastMessage ? (
                      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                        {conversation.lastMessage.senderId === user.user?.id ? 'You: ' : ''}
                        {preview(conversation.lastMessage.body)}
                      </Typography>
                    ) : null}
                  </Box>
                </Paper>
              </li>
            );
          })}
        </Stack>
      ) : null}
    </Container>
  );
});
