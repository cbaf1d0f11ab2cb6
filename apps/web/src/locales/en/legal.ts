import type { legal as ko } from '../ko/legal.ts';
import type { Translation } from '../types.ts';

export const legal: Translation<typeof ko> = {
  common: {
    toc: 'Contents',
    effective: 'Effective date: {{date}}',
    hours: '{{hours}} hours',
    hoursDefault: '24 hours (the default; the operator can change it)',
    days: '{{days}} days',
    daysDefault: '90 days (the default; the operator can change it)',
    analyticsOff: 'This server currently collects no usage statistics.',
    backToTop: 'Back to top',
    otherDoc: {
      terms: 'Please also read the privacy policy.',
      privacy: 'Please also read the terms of service.',
    },
    contactEmail: 'Contact: {{email}}',
    contactMissing:
      'The operator of this service has not published a separate contact address yet. Once they do, it appears here.',
    configLabel: 'This server’s current configuration',
    configLoading: 'Checking the server configuration…',
    configError: 'The server configuration cannot be checked right now. The rules above apply whatever it is.',
    transcriberLocal: 'Speech recognition: runs on the operator’s own server (nothing is sent out).',
    transcriberExternal:
      'Speech recognition: uses an external speech-recognition service (an OpenAI-compatible API) configured by the operator. The audio to be analysed is sent to that service.',
    retentionNow: 'Originals deleted automatically: {{hours}} hours after upload',
  },
  terms: {
    metaTitle: 'Terms of service',
    metaDescription:
      'CueCoach terms of service: free during beta, originals deleted automatically, only audio analysed, third-party AI providers, data isolated per user, 30 days’ notice before the service ends, minimum age 14 (13 outside Korea).',
    title: 'Terms of service',
    intro:
      'These terms set the conditions for using CueCoach (“the service”). By signing up for or using the service you agree to them.',
    sections: {
      about: {
        heading: '1. The service and its operator',
        body: [
          'CueCoach is a web service for yoga, Pilates, dance and fitness instructors and for presenters: you upload a class recording and receive speech metrics (pace, silence, filler words, cues) and an AI coaching report.',
          '“The operator” is the person or organisation that installed and runs this CueCoach service. In these terms “we” means the operator and “you” means a person who has signed up.',
        ],
      },
      eligibility: {
        heading: '2. Who may sign up; your account',
        body: [
          'You must be at least 14 years old if you live in the Republic of Korea, and at least 13 elsewhere (or older if the law of your country sets a higher age). People below that age may not sign up; if we find such an account we delete it and its data.',
          'You sign up and sign in with a one-time code sent to your e-mail. Keep your e-mail account secure and do not sign up with someone else’s address.',
        ],
      },
      beta: {
        heading: '3. Free beta; paid plans later',
        body: [
          'The service is currently a free beta. During the beta, uploads and analysis are free and nothing is charged. Credits on screen only show usage during the beta, and buying credits is switched off.',
          'After the beta, a paid subscription or paid credits may be introduced. If so, we announce prices and conditions on the service and by e-mail at least 30 days before they apply, and nothing is ever charged until you agree to pay yourself. If you do not agree, you can close your account at any time before then.',
        ],
      },
      service: {
        heading: '4. What the service does and its limits',
        body: [
          'You can upload audio (mp3, m4a, wav) or video (mp4, mov). Only the audio is analysed. A video file is deleted as soon as its audio has been extracted; the picture is never stored or analysed.',
          'Metrics and coaching reports are estimates produced by automatic speech recognition and automatic analysis. They can contain recognition errors and do not replace an assessment by a teaching professional or medical or safety advice. Decisions about your class and your students’ safety remain yours.',
        ],
      },
      content: {
        heading: '5. Your content',
        body: [
          'Your recordings and the transcripts, metrics and reports made from them remain yours. We process them only as far as needed to provide the service (storing, converting, transcribing, analysing, displaying) and do not use or publish them for anything else. We do not use your recordings to train AI models.',
          'You must have the right to upload a recording. Class recordings can contain your students’ voices, so telling students before recording and obtaining any consent needed is your responsibility.',
        ],
      },
      conduct: {
        heading: '6. What you must not do',
        body: ['You must not:'],
        items: [
          'try to access another person’s account or data;',
          'upload recordings you have no right to, or unlawful content;',
          'overload the service or get around its security measures;',
          'reverse-engineer the service or use it in bulk by automated means (unless the operator allows it).',
        ],
      },
      retention: {
        heading: '7. Originals are deleted automatically',
        body: [
          'Uploaded originals (audio) are deleted automatically {{hours}} after upload. A deleted original cannot be restored, so after that the same file cannot be analysed again. Transcripts, metrics and reports are kept until you delete the session or your account. The privacy policy has the details.',
        ],
      },
      ai: {
        heading: '8. Third-party AI providers',
        body: [
          'By default, speech recognition, analysis and report writing all run on the operator’s own server and nothing is sent out.',
          'If the operator configures a third-party AI provider (a speech-recognition API or a language-model API), the data needed for transcription and analysis (audio for speech recognition; the transcript and metrics for report writing) is sent to that provider to be processed. The provider receives it for that purpose only. The current configuration is shown below and in the privacy policy.',
        ],
      },
      availability: {
        heading: '9. Changes, interruptions and the end of the service',
        body: [
          'A beta service may change features or pause briefly for maintenance or faults.',
          'If the service is to be shut down, we announce it on the service and by e-mail at least 30 days before the closing date. During that time you can review and keep your reports; after closing, all user data is deleted.',
        ],
      },
      termination: {
        heading: '10. Closing your account; restrictions',
        body: [
          'You can delete your account and leave at any time. Your sessions, recordings, reports and account information are then deleted.',
          'If you seriously break these terms, we may restrict your use or close your account after telling you (afterwards, for urgent security problems).',
        ],
      },
      liability: {
        heading: '11. Limits of liability',
        body: [
          'The free beta is provided as it is. We do not guarantee that analysis results are accurate or fit for a particular purpose and, as far as the law allows, are not liable for decisions you make based on them. Liability for damage caused by our intent or gross negligence is not limited.',
        ],
      },
      changes: {
        heading: '12. Changes to these terms',
        body: [
          'We announce changes on the service and by e-mail at least 7 days before they take effect, and at least 30 days before for changes to your disadvantage. If you do not agree, you can close your account before the effective date.',
        ],
      },
      law: {
        heading: '13. Governing law and disputes',
        body: [
          'These terms are governed by the law of the Republic of Korea. We will first try in good faith to settle any dispute; failing that, it goes to the court competent under the Civil Procedure Act.',
        ],
      },
      contact: {
        heading: '14. Contact',
        body: ['Send questions about these terms to:'],
      },
    },
  },
  privacy: {
    metaTitle: 'Privacy policy',
    metaDescription:
      'CueCoach privacy policy: what is collected, only audio analysed and videos deleted at once, originals deleted automatically, third-party AI providers, data isolated per user, your rights.',
    title: 'Privacy policy',
    intro:
      'The operator of CueCoach processes your personal information only as far as needed to provide the service and follows the Personal Information Protection Act of Korea and other applicable law. This policy explains what we process, why, and for how long.',
    sections: {
      collected: {
        heading: '1. What we process',
        body: ['The service processes:'],
        items: [
          'Account: e-mail address, sign-up date, role (user/admin), language setting',
          'Profile (if you fill it in): nickname, experience, interests and other fields you enter during onboarding or in your profile',
          'Sign-in: one-time codes (stored only as hashes), sign-in sessions, and each session’s IP address and browser information (for security and signing out devices)',
          'Uploads: the original audio, file information (format, length, size), and what you enter: title, tags, recording date, style',
          'Analysis results: transcripts, speech metrics, coaching reports',
          'Credits: grants and usage (there is no payment information during the beta)',
        ],
      },
      purposes: {
        heading: '2. Why',
        body: [
          'Only to sign you up and in, analyse recordings and provide reports, the dashboard and session comparison, keep the service secure (prevent account abuse) and answer your questions. We do not use it for advertising or sell it, and we do not use your recordings to train AI models.',
        ],
      },
      media: {
        heading: '3. Only audio is analysed; videos are deleted at once',
        body: [
          'When you upload a video, the service extracts the audio and deletes the video file immediately. The picture (faces, movement) is never stored or analysed.',
          'The original audio is deleted automatically {{hours}} after upload, or straight away if you delete the session first.',
        ],
      },
      retention: {
        heading: '4. How long we keep it',
        body: ['Retention by kind of data:'],
        items: [
          'Video files: deleted as soon as the audio is extracted',
          'Original audio: deleted automatically {{hours}} after upload (at once if you delete the session)',
          'Transcripts, metrics, reports: until you delete the session or your account',
          'Account, profile, credit history: until you close your account (records the law requires us to keep, for that period)',
          'Sign-in sessions: until you sign out or they expire',
        ],
      },
      thirdParty: {
        heading: '5. Third-party AI providers (processing on our behalf)',
        body: [
          'By default, all speech recognition, analysis and report writing run on the operator’s own server and no personal information leaves it.',
          'Only if the operator configures a third-party AI provider is this data sent to it for transcription and analysis: the audio to be analysed to a speech-recognition API, the transcript and metrics to a language-model API. This is processing on our behalf to provide the service, and the provider processes the data for that purpose only. If the provider’s servers are outside Korea this is a transfer abroad, and the operator must name the provider and its country in this policy.',
        ],
      },
      isolation: {
        heading: '6. Your data is kept apart from everyone else’s',
        body: [
          'Your sessions, recordings and reports are visible only to you. Every request checks who is asking, and the service does not even reveal whether another user’s data exists.',
          'Admin screens show only the account-level information needed to run the service (e-mail, sign-up date, role, number of sessions, credit balance, storage used).',
        ],
      },
      storage: {
        heading: '7. Cookies and browser storage',
        body: [
          'We use a secure (httpOnly) cookie to keep you signed in, and browser storage (localStorage) for your theme and language settings and diagnostic logs. We use no advertising or third-party tracking cookies.',
        ],
      },
      analytics: {
        heading: '8. Usage statistics (first-party analytics)',
        body: [
          'To see which parts of the service help and how fast pages load, the browser sends short usage events to this server: which kind of page was opened (landing, sign-up, upload, analysis, feedback, return visits), sign-in success or failure, how far a page was scrolled, clicks on main buttons, how long a form field’s entry was (never what you typed), and page loading speed (Web Vitals).',
          'They are stored on our own server only: no cookie is set for them, the IP address and the browser’s identifying string are not stored (only the device type: phone, tablet or computer), and addresses in links are stored without ids. When you are signed in, an anonymous value that changes every day is stored instead of your account, so we can count daily users but not follow anyone. No outside analytics or advertising service receives them unless the operator runs its own self-hosted Plausible or Umami server, which then gets the same anonymous events.',
          'Usage statistics are deleted automatically after {{analyticsDays}}. Nothing is collected when your browser sends Do Not Track or Global Privacy Control, and you can turn them off for this browser below or on the account page (the choice is kept in this browser’s storage, not in a cookie). Sign-ups, uploads and reports counted for the service’s statistics come from the account data described above, not from these events.',
        ],
      },
      rights: {
        heading: '9. Your rights',
        body: [
          'You can at any time see, correct and delete your personal information and ask us to stop processing it. You can delete sessions and your account and download your data (JSON) yourself in the service (account settings); send other requests to the contact below. We handle requests without delay (within 10 days at the latest).',
        ],
      },
      children: {
        heading: '10. Children',
        body: [
          'The service does not accept sign-ups from people under 14 (under 13 outside Korea). If we find an account of someone below that age, we delete its information without delay.',
        ],
      },
      security: {
        heading: '11. How we protect it',
        body: [
          'Sign-in codes are stored only as hashes, session cookies are signed, and every API request checks permissions. Original files are deleted automatically when their retention period ends.',
        ],
      },
      termination: {
        heading: '12. If the service ends',
        body: [
          'We announce the end of the service at least 30 days in advance and delete all user data after it closes.',
        ],
      },
      changes: {
        heading: '13. Changes to this policy',
        body: [
          'We announce changes on the service and by e-mail at least 7 days before they take effect, and at least 30 days before for important changes.',
        ],
      },
      contact: {
        heading: '14. Privacy contact',
        body: ['Send questions, requests to see or delete your data, and complaints to:'],
      },
    },
  },
};
