import type { liveCheck as ko } from '../ko/live-check.ts';
import type { Translation } from '../types.ts';

export const liveCheck: Translation<typeof ko> = {
  title: 'Live microphone check',
  intro:
    'Before class, speak for up to 60 seconds as you would teach, with the music playing as it will in class. You see the input level, speech detection, a live transcript, your pace and fillers, and whether the recording will be good enough to analyse.',
  privacy: 'The sound is processed on the server only while the check runs and is never stored.',
  language: 'Language you will speak',
  languages: { ko: 'Korean', en: 'English' },
  start: 'Start check',
  stop: 'End check',
  again: 'Check again',
  connecting: 'Connecting the microphone and the server…',
  elapsed: '{{seconds}} s / {{max}} s',
  level: 'Input level',
  levelValue: '{{db}} dBFS',
  clipping: 'Clipping',
  state: {
    label: 'What the microphone hears now',
    speech: 'Speech',
    sound: 'Music or noise',
    silence: 'Silence',
  },
  verdictHeading: 'Verdict',
  verdict: {
    listening: 'Listening. Keep talking as you would in class.',
    no_speech: 'No speech heard. Check that the microphone is on and move it closer to you.',
    clipping: 'Too loud: the sound is clipping. Move the microphone a little away or turn the input down.',
    too_quiet: 'Your voice is too quiet. Move the microphone closer.',
    music_too_loud:
      'The music is about as loud as your voice. Turn the music down or move the microphone closer to you.',
    clear_over_music: 'Your voice is clear over the music.',
    clear: 'Your voice is clear.',
  },
  transcriptHeading: 'Live transcript',
  transcriptEmpty: 'When you pause, the transcript of what you just said appears here.',
  transcriptEnglishOnly:
    'The live transcript is available in English only on this server. Level, speech detection and the verdict work for Korean too.',
  skipped: {
    busy: '(the server was busy: this part was not transcribed)',
    failed: '(this part could not be transcribed)',
  },
  stats: {
    words: 'Words',
    wpm: 'Words per minute',
    fillers: 'Fillers',
    fillerList: 'Fillers heard: {{words}}',
  },
  closed: {
    done: 'The check is finished.',
    time_limit: 'The check ended after 60 seconds.',
    already_running: 'A check is already running in another tab or device. End it, then start again.',
    server_busy: 'Many people are checking right now. Try again in a moment.',
    too_many_checks: 'You have started as many checks as one hour allows. Try again later.',
    too_fast:
      'Sound arrived faster than a microphone can record it, so the check ended. Reload the page and try again.',
    bad_message: 'The server could not read the audio. Reload the page and try again.',
    idle_timeout: 'No sound arrived for a while, so the check ended.',
    server_error: 'Something went wrong on the server and the check ended. Try again.',
    lost: 'The connection to the server was lost. Try again.',
  },
  errors: {
    micDenied: 'Microphone access was not allowed. Allow the microphone in the browser’s address bar, then try again.',
    noMic: 'No microphone was found. Connect one and try again.',
    unsupported: 'This browser cannot run the live check. Use a recent Chrome, Edge, Safari or Firefox.',
  },
};
