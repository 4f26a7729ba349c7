import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { VALET_MAX_VOICE_SECONDS } from '@atlas/api/valet';
import { useStores } from '../../../shared/stores/StoresContext';
import type { ValetWizardStore } from '../stores/ValetWizardStore';
import { uploadValetFile } from '../upload';

type VoiceState = 'idle' | 'recording' | 'uploading' | 'recorded' | 'failed';

/** The browser's recorder, when it has one (never on the server, absent in some browsers). */
function recorderAvailable(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.MediaRecorder === 'function' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

/**
 * An optional voice note about the project: record, stop, listen, delete. The recording is
 * uploaded as `kind=voice` and its path sent as `voice_recording_path`. Hidden where the browser
 * cannot record.
 */
export const VoiceNote = observer(function VoiceNote({ store }: { store: ValetWizardStore }) {
  const { api, user } = useStores();
  const [available, setAvailable] = useState(false);
  const [state, setState] = useState<VoiceState>(
    store.selection.voice_recording_path ? 'recorded' : 'idle',
  );
  const [message, setMessage] = useState('');
  const [audioUrl, setAudioUrl] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => setAvailable(recorderAvailable()), []);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      recorder.current?.stream.getTracks().forEach((track) => track.stop());
    },
    [],
  );
  useEffect(
    () => () => {
      if (audioUrl) URL.revokeObjectURL(audioUrl);
    },
    [audioUrl],
  );

  if (!available) return null;

  const start = async () => {
    setMessage('');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const media = new MediaRecorder(stream);
      const chunks: Blob[] = [];
      media.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      media.onstop = () => {
        stream.getTracks().forEach((track) => track.stop());
        const type = (media.mimeType || 'audio/webm').split(';')[0] ?? 'audio/webm';
        const blob = new Blob(chunks, { type });
        setAudioUrl(URL.createObjectURL(blob));
        setState('uploading');
        setMessage('Saving your voice note…');
        const extension = type.includes('ogg') ? 'ogg' : type.includes('mp4') ? 'm4a' : 'webm';
        uploadValetFile(api, user.isLoggedIn, 'voice', blob, `voice-note.${extension}`).then(
          (answer) => {
            store.draft.setVoiceRecording(answer.data.path);
            setState('recorded');
            setMessage('Voice note saved.');
          },
          (error: unknown) => {
            setState('failed');
            setMessage(
              error instanceof Error ? error.message : 'The voice note could not be saved.',
            );
          },
        );
      };
      recorder.current = media;
      media.start();
      setState('recording');
      setMessage('Recording… press Stop when you are done.');
      timer.current = setTimeout(() => media.stop(), VALET_MAX_VOICE_SECONDS * 1000);
    } catch {
      setState('failed');
      setMessage('The microphone could not be used. Check the browser’s permission.');
    }
  };

  const stop = () => {
    if (timer.current) clearTimeout(timer.current);
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };

  const remove = () => {
    store.draft.setVoiceRecording(null);
    setAudioUrl(null);
    setState('idle');
    setMessage('Voice note deleted.');
  };

  return (
    <Box
      component="section"
      aria-labelledby="valet-voice-heading"
      sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id="valet-voice-heading" component="h2" sx={{ fontWeight: 700 }}>
        Rather say it? Add a voice note (optional)
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`Up to ${VALET_MAX_VOICE_SECONDS / 60} minutes. The companies you choose can play it.`}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {state === 'recording' ? (
          <Button variant="contained" color="error" onClick={stop}>
            Stop recording
          </Button>
        ) : state === 'idle' || state === 'failed' ? (
          <Button variant="outlined" onClick={() => void start()}>
            Record a voice note
          </Button>
        ) : null}
        {audioUrl ? (
          <audio controls src={audioUrl} aria-label="Your voice note">
            <track kind="captions" />
          </audio>
        ) : null}
        {state === 'recorded' ? (
          <Button variant="text" color="error" onClick={remove}>
            Delete voice note
          </Button>
        ) : null}
      </Box>
      <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: 20 }}>
        {message}
      </Typography>
    </Box>
  );
});
