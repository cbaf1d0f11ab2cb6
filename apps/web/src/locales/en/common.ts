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
  planned: {
    title: 'This screen is on its way',
    message: 'This screen arrives in an upcoming update.',
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
  // Phone header (issue 14): the menu button and the drawer it opens.
  drawer: { open: 'Open menu', title: 'Menu', close: 'Close menu', preferences: 'Display' },
};
