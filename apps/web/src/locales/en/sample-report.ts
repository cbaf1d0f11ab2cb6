import type { sampleReport as ko } from '../ko/sample-report.ts';
import type { Translation } from '../types.ts';

export const sampleReport: Translation<typeof ko> = {
  meta: {
    title: 'Sample report',
    description:
      'See what CueCoach really produces: speech metrics, charts, transcript, AI coaching feedback and dashboard for a one-minute sample vinyasa class.',
  },
  badge: 'Sample',
  title: 'Sample report',
  classTitle: 'Morning vinyasa flow (sample class)',
  notice:
    'This page is a sample. It is a one-minute sample vinyasa class analysed by CueCoach: not a recording of a real teacher or students, but a test recording made with a synthetic (text-to-speech) voice over background music. Every number and every line of feedback below is exactly what the same analysis and report engine that handles your uploads produced from this recording on {{date}}; nothing was edited by hand.',
  languageNote:
    'The sample class is taught in English. CueCoach explains in the reader’s language and quotes what was said in the language of the class.',
  engine: 'Speech recognition: {{transcriber}} · Feedback written by: {{generator}}',
  transcriber: {
    local: 'built-in engine on the server',
    'whisper-cpp': 'whisper.cpp (on the server)',
    openai: 'external speech-recognition API',
  },
  generator: { local: 'built-in rule engine', llm: 'AI model ({{model}})' },
  tabsLabel: 'Sample report views',
  tabs: { feedback: 'Sample AI feedback', dashboard: 'Dashboard', report: 'Report' },
  dashboardIntro:
    'The dashboard after uploading this one class. Growth stage and badges are computed with the dashboard’s own rules; trends and suggestions appear as classes add up.',
  transcript: {
    heading: 'Transcript',
    filler: 'Filler word',
    cue: 'Cue',
    legend: 'Highlights',
  },
  cta: {
    title: 'Get this for your own class',
    body: 'Free during the beta. Upload a recording or video and receive the same report within minutes.',
    upload: 'Upload a class',
    styles: 'See targets by style',
    // Once the admin turns the free beta off.
    bodyPaid: 'Upload a recording or video and receive the same report within minutes. Each analysis uses credits.',
  },
};
