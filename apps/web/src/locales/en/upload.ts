import type { upload as ko } from '../ko/upload.ts';
import type { Translation } from '../types.ts';

export const upload: Translation<typeof ko> = {
  title: 'Upload a class',
  stepsLabel: 'Upload steps',
  stepOf: 'Step {{current}} of {{total}}',
  steps: { file: 'File', review: 'Review', options: 'Options', confirm: 'Confirm' },
  file: {
    heading: 'Choose your class recording',
    drop: 'Drag a file here, or',
    pick: 'choose a file',
    inputLabel: 'Class recording file',
    accepted:
      'Audio (mp3, m4a, wav) or video (mp4, mov) · up to {{maxSize}} and {{maxMinutes}} minutes ({{recommended}} minutes or less recommended)',
    videoNote:
      'For video only the audio is analysed; the video file is deleted automatically once its audio is extracted.',
    checking: 'Checking the file…',
    selected: 'Selected file',
    name: 'Name',
    size: 'Size',
    duration: 'Length',
    durationUnknown: 'checked after upload',
    change: 'Choose another file',
    languagesHeading: 'Languages this server can transcribe',
    resumeHint: 'If an upload was interrupted, choose the same file again: it continues where it stopped.',
  },
  review: {
    heading: 'Session details',
    titleLabel: 'Title',
    tagsLabel: 'Tags',
    tagsHint: 'Separate with commas (e.g. morning, vinyasa)',
    recordedOnLabel: 'Recording date',
    dateInFuture: 'The recording date cannot be in the future.',
    creditsHeading: 'Credits',
    cost: 'Estimated cost',
    costValue_one: '{{count}} credit',
    costValue_other: '{{count}} credits',
    costRule: '{{perMinute}} credits per started minute, at least {{minimum}} credits',
    costAfterUpload: 'The browser could not read the length, so the cost is calculated after upload.',
    balance: 'Current balance',
    balanceValue_one: '{{count}} credit',
    balanceValue_other: '{{count}} credits',
    balanceFailed: 'Could not load your balance.',
  },
  options: {
    heading: 'Analysis options',
    scenarioLabel: 'Class setting',
    styleLabel: 'Class style',
    purposeLabel: 'Purpose of the recording',
    languageLabel: 'Analysis language',
    notSelected: 'Not selected',
    styleHint: 'With a style chosen, your metrics are judged against that style’s target ranges.',
    languageUnavailable: 'This server cannot transcribe {{language}}, so it cannot be chosen.',
  },
  confirm: {
    heading: 'Confirm and start the analysis',
    summary: 'Summary',
    start: 'Upload and start analysis',
    uploading: 'Uploading',
    starting: 'Starting the analysis…',
    progress: 'Upload progress',
    progressText: '{{sent}} / {{total}} ({{percent}}%)',
    speed: 'Speed {{speed}}/s',
    timeLeft: '{{time}} left',
    resumed: 'Continuing your earlier upload.',
    cancel: 'Cancel upload',
    uploadedNotStarted:
      'The file is uploaded but the analysis could not start. You can start it from the session page.',
    openSession: 'Open session',
  },
  back: 'Back',
  next: 'Next',
  // Free beta: what the analysis would cost, and that it is free now.
  freeBeta: {
    costValue_one: '{{count}} credit → free during the beta',
    costValue_other: '{{count}} credits → free during the beta',
    note: 'During the free beta no credits are deducted, and a low balance never stops an analysis.',
  },
  // The analysis time estimated from the file's length and this server's measured speed.
  analysisTime: {
    measured:
      "Analysing this file should take about {{range}} (based on this server's recent analyses). We'll let you know when it is done.",
    defaultSpeed:
      "Analysing this file should take about {{range}} (a default speed: this server has not measured an analysis yet). We'll let you know when it is done.",
    unknown: "How long the analysis takes depends on the file's length. We'll let you know when it is done.",
    seconds: '{{low}}–{{high}} seconds',
    minutes: '{{low}}–{{high}} minutes',
    aboutMinutes_one: '{{count}} minute',
    aboutMinutes_other: '{{count}} minutes',
  },
};
