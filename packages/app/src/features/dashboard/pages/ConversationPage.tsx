import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { InitialsAvatar } from '@atlas/ui/InitialsAvatar';
import type { GetConversationResponse } from '@atlas/api/endpoints/get-conversation';
import { MAX_MESSAGE_ATTACHMENTS, MAX_MESSAGE_LENGTH } from '@atlas/api/endpoints/send-message';
import Chip from '@mui/material/Chip';
import { FileButton } from '../../../shared/forms/FileButton';
import {
  answeringPerson,
  counterpartOnline,
  presenceLine,
} from '../../../shared/realtime/counterpart';
import { MessageParagraphs } from '../../../shared/realtime/MessageParagraphs';
import { paths } from '../../../config/paths';
import { useStores } from '../../../shared/stores/StoresContext';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });

/** What a message's file input takes: the documents and images the server accepts. */
const ATTACHMENT_TYPES =
  '.pdf,.doc,.docx,.txt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain,image/png,image/jpeg,image/webp';

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} kB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * /dashboard/inbox/{id} — one conversation (a chat): its messages, live as they come, a composer,
 * and whether the other side is online (SPEC §3 "receiver online flag"): a company is online
 * through any of its members here, named by who answers (issue 33). A conversation a brief
 * opened links its company's members back to the lead.
 */
export const ConversationPage = observer(function ConversationPage() {
  const { data: loaded } = useLoaderData<GetConversationResponse>();
  const { chat, realtime, user } = useStores();
  const [text, setText] = useState('');
  const composerId = useId();
  const listEnd = useRef<HTMLDivElement>(null);

  useEffect(() => {
    chat.show(loaded);
    return () => chat.setCurrentChat(null);
  }, [chat, loaded]);

  const current = chat.conversation?.id === loaded.id;
  const messages = current ? chat.messages : loaded.messages;
  const counterpart = (current ? chat.counterpart : null) ?? loaded.counterpart;
  const online = counterpartOnline(counterpart);
  const presence = presenceLine(counterpart);
  const avatarName = counterpart.company?.name ?? answeringPerson(counterpart)?.name;
  const avatar = counterpart.company ? null : answeringPerson(counterpart)?.avatar;
  const lead = loaded.valetProject?.side === 'company' ? loaded.valetProject.id : null;
  const names = new Map(loaded.participants.map((person) => [person.id, person.name]));

  useEffect(() => {
    listEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    if (await chat.send(text)) setText('');
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack direction="row" sx={{ mb: 1, flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
        <Link component={RouterLink} to={paths.dashboardInbox()}>
          Back to the inbox
        </Link>
        {lead ? (
          <Link component={RouterLink} to={paths.dashboardValet(lead)} sx={{ fontWeight: 600 }}>
            Open the brief
          </Link>
        ) : null}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, minWidth: 0 }}>
        {avatarName ? <InitialsAvatar name={avatarName} src={avatar ?? undefined} /> : null}
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontSize: { xs: '1.4rem', md: '2rem' }, overflowWrap: 'anywhere' }}
          >
            {loaded.subject}
          </Typography>
          {presence ? (
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
              data-testid="receiver-presence"
            >
              <Box
                aria-hidden
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: online ? 'success.main' : 'grey.500',
                }}
              />
              <Typography variant="body2" role="status">
                {presence}
              </Typography>
            </Stack>
          ) : null}
        </Box>
      </Stack>

      {realtime.state === 'reconnecting' || realtime.state === 'offline' ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {realtime.state === 'offline'
            ? 'You are offline: new messages appear when you are back online.'
            : 'Reconnecting… messages sent meanwhile will appear.'}
        </Alert>
      ) : null}

      <Paper variant="outlined" sx={{ p: { xs: 1, md: 2 }, mb: 2 }}>
        {messages.length === 0 ? (
          <Typography>No messages yet.</Typography>
        ) : (
          <Box
            role="log"
            aria-label="Messages"
            aria-live="polite"
            sx={{ maxHeight: '60vh', overflowY: 'auto' }}
          >
            <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {messages.map((message) => {
                const mine = message.senderId === user.user?.id;
                return (
                  <Box
                    component="li"
                    key={message.id}
                    sx={{
                      display: 'flex',
                      flexDirection: 'column',
                      alignItems: mine ? 'flex-end' : 'flex-start',
                      mb: 1.5,
                    }}
                  >
                    <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                      {mine ? 'You' : (names.get(message.senderId ?? '') ?? 'Someone')} ·{' '}
                      <time dateTime={message.createdAt}>{timeOf(message.createdAt)}</time>
                    </Typography>
                    <Box
                      sx={{
                        px: 1.5,
                        py: 1,
                        borderRadius: 2,
                        maxWidth: '85%',
                        overflowWrap: 'anywhere',
                        bgcolor: mine ? 'primary.main' : 'grey.100',
                        color: mine ? 'primary.contrastText' : 'text.primary',
                        '& p': { m: 0 },
                        '& p + p': { mt: 1 },
                      }}
                    >
                      <MessageParagraphs body={message.body} />
                      {message.attachments?.map((file) => (
                        <p key={file.url}>
                          <Link
                            href={file.url}
                            download={file.name}
                            sx={{ color: 'inherit', fontWeight: 600 }}
                          >
                            {`${file.name} (${fileSize(file.size)})`}
                          </Link>
                        </p>
                      ))}
                    </Box>
                  </Box>
                );
              })}
            </Box>
            <div ref={listEnd} />
          </Box>
        )}
      </Paper>

      <Box
        component="form"
        method="post"
        onSubmit={onSubmit}
        aria-label="Send a message"
        noValidate
      >
        {chat.error ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            {chat.error}
          </Alert>
        ) : null}
        <TextField
          id={composerId}
          label="Your message"
          multiline
          minRows={2}
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void onSubmit(event);
          }}
          slotProps={{ htmlInput: { maxLength: MAX_MESSAGE_LENGTH } }}
          helperText="Ctrl+Enter sends"
        />
        {chat.attachments.length > 0 ? (
          <Stack
            component="ul"
            direction="row"
            aria-label="Files to send"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, gap: 1, flexWrap: 'wrap' }}
          >
            {chat.attachments.map((item) => (
              <li key={item.path}>
                <Chip label={item.name} variant="outlined" />
                <Button size="small" onClick={() => chat.detach(item.path)}>
                  {`Remove ${item.name}`}
                </Button>
              </li>
            ))}
          </Stack>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
          <Button
            type="submit"
            variant="contained"
            disabled={chat.sending || chat.uploading || !text.trim()}
          >
            Send
          </Button>
          <FileButton
            variant="outlined"
            accept={ATTACHMENT_TYPES}
            disabled={chat.uploading || chat.attachments.length >= MAX_MESSAGE_ATTACHMENTS}
            onFile={(file) => void chat.attach(file)}
          >
            {chat.uploading ? 'Uploading…' : 'Attach a file'}
          </FileButton>
        </Stack>
      </Box>
    </Container>
  );
});
