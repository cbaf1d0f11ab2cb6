import { common as enCommon } from './en/common.ts';
import { landing as enLanding } from './en/landing.ts';
import { common as koCommon } from './ko/common.ts';
import { landing as koLanding } from './ko/landing.ts';

/** One namespace per feature; each feature adds its ko/en pair here. */
export const resources = {
  ko: { common: koCommon, landing: koLanding },
  en: { common: enCommon, landing: enLanding },
} as const;

export const namespaces = Object.keys(resources.ko) as (keyof typeof resources.ko)[];
