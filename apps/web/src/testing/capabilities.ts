import type { Capabilities } from '@cuecoach/contracts';

/** A full /api/capabilities answer for route tests; `freeBeta` is the admin switch every cost text follows. */
export function capabilitiesFixture(freeBeta: boolean): Capabilities {
  return {
    languages: ['ko', 'en'],
    transcriber: 'local',
    maxUploadBytes: 1024 ** 3,
    maxAudioBytes: 1024 ** 3,
    maxVideoBytes: 1024 ** 3,
    maxDurationMin: 90,
    recommendedDurationMin: 60,
    uploadChunkBytes: 50 * 1024 * 1024,
    acceptedExtensions: ['mp3', 'm4a', 'wav', 'mp4', 'mov'],
    acceptedMimeTypes: ['audio/mpeg'],
    retentionHours: 24,
    creditRule: { creditsPerMinute: 1, minimumCredits: 5 },
    freeBeta,
    contactEmail: null,
  };
}

/** A route-test handler answering only /api/capabilities. */
export const capabilitiesHandler = (freeBeta: boolean) => (url: URL) =>
  url.pathname === '/api/capabilities' ? { body: capabilitiesFixture(freeBeta) } : undefined;
