import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** ffmpeg/ffprobe come from npm packages so nothing is installed by hand; FFMPEG_PATH/FFPROBE_PATH override. */
export function ffmpegPath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.FFMPEG_PATH) return env.FFMPEG_PATH;
  return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

export function ffprobePath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.FFPROBE_PATH) return env.FFPROBE_PATH;
  return (require('@ffprobe-installer/ffprobe') as { path: string }).path;
}
