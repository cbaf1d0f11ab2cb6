import { extname } from 'node:path';
import { AnalysisError } from '../errors.ts';
import { ffmpegPath } from './binaries.ts';
import { runProcess } from './run-process.ts';

export interface ExtractOptions {
  ffmpegPath?: string;
  signal?: AbortSignal;
}

/**
 * Keeps only the audio of an upload (only the audio is analysed, video is deleted). `.m4a` gets AAC
 * at 96 kbit/s mono-or-stereo as recorded (small, fine for speech); `.wav` gets 16-bit PCM.
 */
export async function extractAudio(input: string, output: string, opts: ExtractOptions = {}): Promise<void> {
  const ext = extname(output).toLowerCase();
  const codec =
    ext === '.m4a'
      ? ['-c:a', 'aac', '-b:a', '96k', '-movflags', '+faststart']
      : ext === '.wav'
        ? ['-c:a', 'pcm_s16le']
        : null;
  if (!codec) throw new Error(`extractAudio writes .m4a or .wav, not ${ext}`);
  const result = await runProcess(
    opts.ffmpegPath ?? ffmpegPath(),
    ['-nostdin', '-y', '-v', 'error', '-i', input, '-vn', '-sn', '-dn', ...codec, output],
    opts.signal,
  );
  if (opts.signal?.aborted) throw new AnalysisError('cancelled', 'The analysis was cancelled.');
  if (result.code !== 0) {
    throw new AnalysisError('unreadable_file', 'The audio could not be extracted; the file may be damaged.', {
      tool: 'ffmpeg',
      stderr: result.stderr.trim().split('\n').slice(-3).join('\n'),
    });
  }
}
