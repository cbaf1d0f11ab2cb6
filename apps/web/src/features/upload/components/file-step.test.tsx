import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { FileStep } from './file-step.tsx';

function setup() {
  const onPicked = vi.fn();
  const onNext = vi.fn();
  render(<FileStep caps={undefined} picked={null} onPicked={onPicked} onNext={onNext} />);
  return { onPicked, onNext };
}

describe('upload wizard, file step', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
  });

  it('shows the spec message for a file type that is not allowed, and does not accept it', async () => {
    const { onPicked } = setup();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('수업 녹음 파일'),
      new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      '지원하지 않는 파일 형식입니다. 오디오(mp3, m4a, wav) 또는 영상(mp4, mov) 파일만 업로드할 수 있습니다.',
    );
    expect(onPicked).not.toHaveBeenCalledWith(expect.objectContaining({ file: expect.anything() }));
    expect((screen.getByRole('button', { name: '다음' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('tells the user the size limit when the file is too large (in English too)', async () => {
    await i18n.changeLanguage('en');
    setup();
    const big = new File(['x'], 'class.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 1024 ** 3 + 1 });
    await userEvent.setup().upload(screen.getByLabelText('Class recording file'), big);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The file is too large. Please upload a file of 1 GB or less.',
    );
  });

  const wavHeader = new Uint8Array(
    [...'RIFF']
      .map((c) => c.charCodeAt(0))
      .concat(
        [0, 0, 0, 0],
        [...'WAVEfmt '].map((c) => c.charCodeAt(0)),
      ),
  );

  it('refuses a text file renamed .mp3 at this step, with the unsupported-type message, before any upload', async () => {
    fakeMediaDuration(600);
    const { onPicked } = setup();
    await userEvent
      .setup()
      .upload(
        screen.getByLabelText('수업 녹음 파일'),
        new File(['Lesson plan: sun salutation A, then warrior II.\n'], 'lesson.mp3', { type: 'audio/mpeg' }),
      );
    expect((await screen.findByRole('alert')).textContent).toBe(
      '지원하지 않는 파일 형식입니다. 오디오(mp3, m4a, wav) 또는 영상(mp4, mov) 파일만 업로드할 수 있습니다.',
    );
    expect(onPicked).not.toHaveBeenCalledWith(expect.objectContaining({ file: expect.anything() }));
    expect((screen.getByRole('button', { name: '다음' }) as HTMLButtonElement).disabled).toBe(true);
    vi.restoreAllMocks();
  });

  it('refuses an MP3 the browser cannot decode, saying the file cannot be read', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLMediaElement) {
      queueMicrotask(() => this.onerror?.(new Event('error')));
    });
    const { onPicked } = setup();
    await userEvent
      .setup()
      .upload(
        screen.getByLabelText('수업 녹음 파일'),
        new File(['ID3 but garbage'], 'broken.mp3', { type: 'audio/mpeg' }),
      );
    expect((await screen.findByRole('alert')).textContent).toBe(
      '파일을 읽을 수 없습니다. 손상되었거나 형식이 확장자와 다릅니다.',
    );
    expect(onPicked).not.toHaveBeenCalledWith(expect.objectContaining({ file: expect.anything() }));
    vi.restoreAllMocks();
  });

  /** jsdom cannot decode media: make every media element report `durationSec` as soon as its src is set. */
  function fakeMediaDuration(durationSec: number) {
    vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(durationSec);
    vi.spyOn(HTMLMediaElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLMediaElement) {
      queueMicrotask(() => this.onloadedmetadata?.(new Event('loadedmetadata')));
    });
  }

  it('accepts an allowed file and reads its duration in the browser', async () => {
    fakeMediaDuration(600);
    const { onPicked } = setup();
    await userEvent
      .setup()
      .upload(screen.getByLabelText('수업 녹음 파일'), new File([wavHeader], 'class.wav', { type: 'audio/wav' }));
    await vi.waitFor(() => expect(onPicked).toHaveBeenLastCalledWith(expect.objectContaining({ durationSec: 600 })));
    expect(screen.queryByRole('alert')).toBeNull();
    vi.restoreAllMocks();
  });

  it('refuses a recording longer than 90 minutes before uploading it', async () => {
    fakeMediaDuration(91 * 60);
    const { onPicked } = setup();
    await userEvent
      .setup()
      .upload(screen.getByLabelText('수업 녹음 파일'), new File(['ID3'], 'long.mp3', { type: 'audio/mpeg' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '녹음이 너무 깁니다. 90분 이하의 파일을 업로드해주세요.',
    );
    expect(onPicked).not.toHaveBeenCalledWith(expect.objectContaining({ file: expect.anything() }));
    vi.restoreAllMocks();
  });
});
