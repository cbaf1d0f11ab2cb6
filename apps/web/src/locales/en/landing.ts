import type { landing as ko } from '../ko/landing.ts';
import type { Translation } from '../types.ts';

export const landing: Translation<typeof ko> = {
  hero: {
    eyebrow: 'AI coaching for yoga, pilates, dance and fitness instructors',
    title: 'One class recording, and your next class cues better',
    subtitle:
      'Upload a recording of your class. CueCoach measures your pace, filler words and the flow of breathing and alignment cues, then hands you a coaching report that rewrites your own sentences.',
    primary: 'Upload a class',
    secondary: 'View a sample report',
    trust: {
      yoga: 'Analysis tuned to yoga and pilates classes',
      modes: 'Audio or video uploads',
      autoDelete: 'Original files deleted automatically after 24 hours',
    },
  },
  cards: {
    rewrite: { label: 'Cue rewrite', value: '"Do it like this" → "Exhale and reach your right arm to the ceiling"' },
    filler: { label: 'Filler habit', value: '"basically" 3.2 times per 100 words' },
    flow: { label: 'Flow cues', value: '8 transition cues a minute · on target' },
  },
  features: {
    title: 'What CueCoach analyses',
    items: {
      analysis: {
        title: 'Speech analysis',
        body: 'Words per minute, silence ratio, pause lengths, filler words and cue density, compared with the targets of your class style.',
      },
      feedback: {
        title: 'Feedback with context',
        body: 'Every item in the report points at a real sentence and minute of this class. Restorative is not coached like HIIT.',
      },
      peer: {
        title: 'Peer feedback',
        body: 'Share a class with a mentor or a fellow teacher: they read the transcript and report and leave praise, suggestions, questions and rewritten cues on its moments. You can stop sharing at any time.',
      },
      progress: {
        title: 'Progress tracking',
        body: 'Trends, growth stages and badges show how you change across sessions, and any two sessions can be compared side by side.',
      },
      privacy: {
        title: 'Privacy',
        body: 'Only the audio is analysed and videos are deleted at once. Originals are removed automatically after the configured time.',
      },
      multilingual: {
        title: 'Korean and English',
        body: 'Classes in Korean and English are analysed. The report explains in your language and quotes what you said in the language you taught in.',
      },
    },
  },
  how: {
    title: 'How it works',
    steps: {
      upload: { title: '1. Upload', body: 'Upload mp3, m4a or wav audio, or mp4 or mov video, up to 90 minutes.' },
      analysis: { title: '2. Analysis', body: 'A 30-minute class is transcribed and measured within minutes.' },
      report: {
        title: '3. Report',
        body: 'Get focus areas, practice drills, rewritten cues and targets for your next class.',
      },
    },
    betaTitle: 'Included in the free beta',
    betaList: {
      unlimited: 'Free analyses while the beta lasts',
      report: 'The full coaching report and dashboard',
      compare: 'Session comparison and trend charts',
    },
    // Shown instead of the beta list once the admin turns the free beta off.
    paidTitle: 'Included in CueCoach',
    paidList: {
      credits: 'Each analysis uses credits, according to the length of the recording',
    },
  },
};
