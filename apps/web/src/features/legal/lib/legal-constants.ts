/**
 * The date these texts took effect. Change it (and announce the change: 7 days ahead, 30 for changes to the
 * user's disadvantage, as the texts promise) whenever the wording of terms or privacy changes.
 */
export const legalEffectiveDate = '2026-11-22';

/**
 * The operator's contact address, set at build time (VITE_CONTACT_EMAIL). No address is invented when it is
 * missing: the pages say that none has been published yet.
 */
export const contactEmail: string | undefined =
  (import.meta.env.VITE_CONTACT_EMAIL as string | undefined)?.trim() || undefined;

/** Retention of originals when the server cannot be asked (24 h; the server's default too). */
export const defaultRetentionHours = 24;

export type LegalDoc = 'terms' | 'privacy';
export type LegalSection = { heading: string; body: string[]; items?: string[] };
