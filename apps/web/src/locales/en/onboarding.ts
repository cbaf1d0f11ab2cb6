import type { onboarding as ko } from '../ko/onboarding.ts';
import type { Translation } from '../types.ts';

export const onboarding: Translation<typeof ko> = {
  progress: 'Step {{current}} of {{total}}',
  skip: 'Skip',
  back: 'Back',
  next: 'Next',
  welcome: {
    title: 'Welcome to CueCoach',
    body: 'Upload a class recording and get feedback on pace, silence, filler words and cueing for your next class. First, a few quick questions.',
    language: 'Language',
    nickname: 'Nickname',
    nicknameHint: 'Shown on your dashboard and in the menu.',
    nicknameRequired: 'Please enter a nickname.',
  },
  experience: {
    title: 'How experienced are you as an instructor?',
    body: 'We use it to pitch the feedback at your level.',
    levels: { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced', expert: 'Expert' },
  },
  interests: {
    title: 'What are you interested in?',
    body: 'Choose as many as you like.',
    items: {
      yoga: 'Yoga',
      pilates: 'Pilates',
      meditation: 'Meditation',
      health: 'Health',
      exercise: 'Exercise',
      wellness: 'Wellness',
    },
  },
  consent: {
    title: 'Terms',
    body: 'To use the service, please accept both of the following.',
    terms: 'I accept the Terms of Service (required)',
    privacy: 'I accept the Privacy Policy (required)',
    view: 'View',
    required: 'Please accept both the Terms of Service and the Privacy Policy.',
  },
  summary: {
    title: 'Please check your answers',
    nickname: 'Nickname',
    language: 'Language',
    experience: 'Experience',
    interests: 'Interests',
    none: 'Not chosen',
    finish: 'Finish and start',
    saving: 'Saving…',
  },
  done: {
    title: 'You are all set!',
    body: 'Upload your first class recording to get it analysed.',
    start: 'Go to dashboard',
  },
  errors: {
    notSignedIn: 'We could not find your account. Please sign in again.',
    toLogin: 'Sign in',
    failed: 'Onboarding could not be completed. Please try again.',
  },
};
