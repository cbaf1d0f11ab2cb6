import type { common as ko } from '../ko/common.ts';
import type { Translation } from '../types.ts';

export const common: Translation<typeof ko> = {
  appName: 'CueCoach',
  nav: {
    features: 'Features',
    howItWorks: 'How it works',
    login: 'Log in',
    dashboard: 'Dashboard',
    sessions: 'Sessions',
    upload: 'Upload',
    feedback: 'Feedback',
    skipToContent: 'Skip to content',
    mainNavigation: 'Main navigation',
  },
  language: { label: 'Language', ko: '한국어', en: 'English' },
  theme: { label: 'Theme', light: 'Light', dark: 'Dark', system: 'System' },
  beta: {
    badge: 'Free beta',
    banner: 'CueCoach is in free beta. Uploads and analyses are free while the beta lasts.',
    close: 'Close banner',
  },
  notFound: {
    title: 'Page not found',
    message: 'The page you asked for does not exist or has moved.',
    home: 'Back to home',
  },
  loading: 'Loading…',
  footer: {
    product: 'Product',
    community: 'Community',
    legal: 'Legal',
    terms: 'Terms of service',
    privacy: 'Privacy policy',
    blog: 'Blog',
    instructors: 'Instructor community',
    rights: '© {{year}} CueCoach. All rights reserved.',
    profile: 'Profile',
  },
  // Phone header: the menu button and the drawer it opens.
  drawer: { open: 'Open menu', title: 'Menu', close: 'Close menu', preferences: 'Display' },
  // Page metadata per page type: descriptions of the signed-in and auth pages.
  pageMeta: {
    dashboard: 'Trends, levels, badges and suggestions for your next class, across every class you have analysed.',
    upload: 'Upload a class recording (mp3, m4a, wav) or video (mp4, mov) to get speech metrics and a coaching report.',
    profile: 'Your CueCoach profile: nickname, experience, interests and bio, to view and edit.',
    auth: 'Sign in or sign up to CueCoach without a password, with a 6-digit code sent to your e-mail.',
    session:
      'Coaching report for a {{style}} class ({{language}}) · {{wpm}} words per minute · overall score {{score}}',
    sessionPending:
      'CueCoach analysis of a {{style}} class ({{language}}). Metrics and the coaching report appear once it is done.',
  },
};
