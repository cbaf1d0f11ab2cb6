import { spawn } from 'node:child_process';
import { AnalysisError } from '../errors.ts';

export interface ProcessResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a short-lived tool (ffprobe, ffmpeg remux) and collects its output; kills it when the signal aborts. */
export function runProcess(command: string, args: string[], signal?: AbortSignal): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      // Keep the tail only: ffmpeg can be chatty on damaged files.
      stderr = (stderr + d).slice(-8000);
    });
    child.on('error', (error) =>
      reject(signal?.aborted ? new AnalysisError('cancelled', 'The analysis was cancelled.') : error),
    );
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
