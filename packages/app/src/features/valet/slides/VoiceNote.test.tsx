import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import createCache from '@emotion/cache';
import { createTestApiClient, type ApiClient } from '@atlas/api/client';
import { ApiError } from '@atlas/api/http';
import { AppProviders } from '../../../app/AppProviders';
import { RootStore } from '../../../stores/RootStore';
import { testPublicConfig } from '../../../test/fixtures';
import { ValetWizardStore } from '../stores/ValetWizardStore';
import { VoiceNote } from './VoiceNote';

const CHALLENGE_ID = '00000000-0000-4000-8000-000000000000';
/** Difficulty 0: the first nonce answers it. */
const SOLUTION = `${CHALLENGE_ID}.0`;

/** The browser's recorder, as far as the voice note uses it: one WebM chunk when stopped. */
class FakeRecorder {
  state: 'inactive' | 'recording' = 'inactive';
  readonly mimeType = 'audio/webm;codecs=opus';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(readonly stream: { getTracks(): { stop(): void }[] }) {}
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])]) });
    this.onstop?.();
  }
}

beforeEach(() => {
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: async () => ({ getTracks: () => [] }) },
  });
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:voice' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

function renderVoiceNote(api: Partial<ApiClient>, signedIn = false) {
  const root = new RootStore(
    testPublicConfig,
    createTestApiClient({
      getCaptchaChallenge: async () => ({
        data: { provider: 'pow', id: CHALLENGE_ID, challenge: 'abc', difficulty: 0 },
      }),
      ...api,
    }),
  );
  if (signedIn) root.user.setUser({ id: 'u1', name: 'Bea Buyer', avatar: null });
  const wizard = new ValetWizardStore(root);
  render(
    <AppProviders store={root} cache={createCache({ key: 'test' })}>
      <VoiceNote store={wizard} />
    </AppProviders>,
  );
  return wizard;
}

const saved = (path: string) =>
  vi.fn<ApiClient['uploadValetFile']>(async (_kind, file, name) => ({
    data: { path, name: name ?? 'voice-note.webm', size: file.size, content_type: 'audio/webm' },
  }));

async function recordAndStop() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Record a voice note' }));
  await user.click(screen.getByRole('button', { name: 'Stop recording' }));
}

describe('the voice note', () => {
  it('solves the captcha on the way for a guest, and keeps the saved path', async () => {
    const uploadValetFile = saved('valet/2026-12/voice.webm');
    const wizard = renderVoiceNote({ uploadValetFile });
    await recordAndStop();
    expect(await screen.findByText('Voice note saved.')).toBeInTheDocument();
    expect(uploadValetFile).toHaveBeenCalledWith(
      'voice',
      expect.any(Blob),
      'voice-note.webm',
      SOLUTION,
    );
    expect(wizard.selection.voice_recording_path).toBe('valet/2026-12/voice.webm');
  });

  it('asks no captcha of a signed-in person', async () => {
    const uploadValetFile = saved('valet/2026-12/mine.webm');
    renderVoiceNote({ uploadValetFile }, true);
    await recordAndStop();
    expect(await screen.findByText('Voice note saved.')).toBeInTheDocument();
    expect(uploadValetFile).toHaveBeenCalledWith('voice', expect.any(Blob), 'voice-note.webm');
  });

  it('solves one after all when the session ended and the server asks for it', async () => {
    const uploadValetFile = vi.fn<ApiClient['uploadValetFile']>(
      async (_kind, file, name, captcha) => {
        if (captcha === undefined)
          throw new ApiError(400, 'captcha: The captcha check failed or has expired.', [
            { field: 'captcha', message: 'The captcha check failed or has expired.' },
          ]);
        return {
          data: {
            path: 'valet/x.webm',
            name: name ?? '',
            size: file.size,
            content_type: 'audio/webm',
          },
        };
      },
    );
    renderVoiceNote({ uploadValetFile }, true);
    await recordAndStop();
    expect(await screen.findByText('Voice note saved.')).toBeInTheDocument();
    expect(uploadValetFile.mock.calls.map((call) => call[3])).toEqual([undefined, SOLUTION]);
  });

  it('tells the quota’s answer when the network has uploaded its share', async () => {
    const message =
      'You have uploaded 50 MB from this network in the last hour, the most we accept. Please wait 12 minutes and try again.';
    const uploadValetFile = vi.fn<ApiClient['uploadValetFile']>(async () => {
      throw new ApiError(429, message);
    });
    renderVoiceNote({ uploadValetFile });
    await recordAndStop();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record a voice note' })).toBeInTheDocument();
  });
});
