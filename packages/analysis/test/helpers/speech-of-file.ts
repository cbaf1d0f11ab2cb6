/**
 * Test and script support: a recording decoded and its speech found as the pipeline does it (levels, then the VAD
 * with the recording's own gain and noise floor), for checks of one stage without recognition.
 */
import { decodeToPcmFile, openPcmFile, type PcmFile } from '../../src/media/decode.ts';
import { type AudioLevels, measureLevels, vadGainDb } from '../../src/media/levels.ts';
import { detectSpeechRegions, type TimeRange } from '../../src/vad/speech-regions.ts';

export async function speechOfFile(
  file: string,
  pcmPath: string,
): Promise<{ pcm: PcmFile; levels: AudioLevels; regions: TimeRange[] }> {
  await decodeToPcmFile(file, pcmPath);
  const pcm = await openPcmFile(pcmPath);
  const levels = await measureLevels(pcm);
  const regions = await detectSpeechRegions(pcm, { gainDb: vadGainDb(levels), noiseFloorDbfs: levels.noiseFloorDbfs });
  return { pcm, levels, regions };
}
