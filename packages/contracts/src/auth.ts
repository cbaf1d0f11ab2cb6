import { z } from 'zod/mini';
import { experienceLevelSchema, interestSchema, styleGroupSchema, uiLanguageSchema } from './enums.ts';
import type { ApiErrorCode } from './errors.ts';

/** Login code constants (server enforces them; the web shows them). */
export const codeLengthDigits = 6;
export const codeValiditySeconds = 600;
export const codeCooldownSeconds = 60;
export const maxWrongAttempts = 5;
/** Countdown colours: above 60 s normal, 31–60 s warning, 30 s or less destructive. */
export const countdownWarningSeconds = 60;
export const countdownDangerSeconds = 30;

export const accountStatuses = ['active', 'inactive', 'suspended', 'deletion_requested'] as const;
export type AccountStatus = (typeof accountStatuses)[number];
export const roles = ['user', 'admin'] as const;
export type Role = (typeof roles)[number];
/** login = existing accounts only; signup = creates the account (the /auth/otp flow). A code works only for its purpose. */
export const codePurposes = ['login', 'signup'] as const;
export type CodePurpose = (typeof codePurposes)[number];

/** POST /api/auth/code/request */
export const codeRequestBody = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  purpose: z.enum(codePurposes),
  /** UI language: the e-mail is written in it and it becomes the account's language. */
  locale: z._default(uiLanguageSchema, 'ko'),
});
export const codeRequestResponse = z.object({
  /** When the code stops working (ms since epoch); the web saves it to restore the countdown after a reload. */
  expiresAt: z.int(),
  /** Earliest time another code may be requested (ms since epoch). */
  resendAvailableAt: z.int(),
});
export type CodeRequestResponse = z.infer<typeof codeRequestResponse>;

/** POST /api/auth/code/verify */
export const codeVerifyBody = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  code: z.string().check(z.regex(/^\d{6}$/)),
  purpose: z.enum(codePurposes),
  locale: z._default(uiLanguageSchema, 'ko'),
});

/** POST /api/auth/sign-out — local: this browser; global: every device; others: every device but this one. */
export const signOutScopes = ['local', 'global', 'others'] as const;
export type SignOutScope = (typeof signOutScopes)[number];
export const signOutBody = z.object({ scope: z._default(z.enum(signOutScopes), 'local') });

/**
 * The error codes of the auth API (besides unauthorized and forbidden): a view of the catalogue `apiErrorCodes`
 * (errors.ts), where each code's status and details are described.
 */
export const authErrorCodes = [
  'invalid_email',
  'user_not_found',
  'email_already_registered',
  'account_suspended',
  'account_deleted',
  'rate_limited',
  'resend_cooldown',
  'invalid_code',
  'code_expired',
  'too_many_attempts',
  'csrf_rejected',
] as const satisfies readonly ApiErrorCode[];
export type AuthErrorCode = (typeof authErrorCodes)[number];

export const teachingLanguages = ['ko', 'en', 'ja', 'zh', 'es', 'fr', 'de'] as const;
export const profileVisibilities = ['private', 'public'] as const;

export const profile = z.object({
  userId: z.string(),
  nickname: z.string(),
  experienceLevel: z.nullable(experienceLevelSchema),
  interests: z.array(interestSchema),
  language: uiLanguageSchema,
  bio: z.nullable(z.string()),
  location: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  experienceYears: z.nullable(z.int()),
  specializations: z.array(styleGroupSchema),
  languages: z.array(z.enum(teachingLanguages)),
  visibility: z.enum(profileVisibilities),
  /** Notifications preference: the in-app "analysis complete" notice. */
  notifyAnalysisComplete: z.boolean(),
  /** Notifications preference: e-mail when reviews arrive on my sessions or my review threads are answered. */
  notifyReviewEmail: z.boolean(),
  /** Notifications preference: the same as in-app notices. */
  notifyReviewInApp: z.boolean(),
  termsAcceptedAt: z.string(),
  privacyAcceptedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profile>;

/** POST /api/profile — onboarding creates the profile; both consents are required. */
export const createProfileBody = z.object({
  nickname: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  experienceLevel: z._default(z.nullable(experienceLevelSchema), null),
  interests: z._default(z.array(interestSchema).check(z.maxLength(6)), []),
  language: uiLanguageSchema,
  acceptTerms: z.literal(true),
  acceptPrivacy: z.literal(true),
});
export type CreateProfileBody = z.input<typeof createProfileBody>;

/** Profile edit limits (the web checks the same numbers to show its messages before sending). */
export const profileLimits = {
  nicknameMax: 40,
  nameMax: 50,
  locationMax: 120,
  bioMax: 1000,
  experienceYearsMax: 80,
} as const;
/** Optional leading +, then digits, spaces, dashes, dots or brackets, with 7–15 digits in all. */
export const phonePattern = /^\+?[0-9 ().-]{7,24}$/;
export function isValidPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return phonePattern.test(value) && digits >= 7 && digits <= 15;
}

/** Blank strings mean "cleared" (null), so an emptied field is not refused. */
const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max)))),
    z.transform((v) => (v === '' ? null : v)),
  );

/** PATCH /api/profile */
export const updateProfileBody = z.object({
  nickname: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(profileLimits.nicknameMax))),
  experienceLevel: z.optional(z.nullable(experienceLevelSchema)),
  interests: z.optional(z.array(interestSchema).check(z.maxLength(6))),
  language: z.optional(uiLanguageSchema),
  bio: optionalText(profileLimits.bioMax),
  location: optionalText(profileLimits.locationMax),
  firstName: optionalText(profileLimits.nameMax),
  lastName: optionalText(profileLimits.nameMax),
  phone: optionalText(24).check(z.refine((v) => v == null || isValidPhone(v), 'invalid phone number')),
  experienceYears: z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(profileLimits.experienceYearsMax)))),
  specializations: z.optional(z.array(styleGroupSchema).check(z.maxLength(5))),
  languages: z.optional(z.array(z.enum(teachingLanguages)).check(z.maxLength(teachingLanguages.length))),
  visibility: z.optional(z.enum(profileVisibilities)),
  notifyAnalysisComplete: z.optional(z.boolean()),
  notifyReviewEmail: z.optional(z.boolean()),
  notifyReviewInApp: z.optional(z.boolean()),
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

export const meUser = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: z.enum(roles),
  status: z.enum(accountStatuses),
  locale: uiLanguageSchema,
  createdAt: z.string(),
});
/** GET /api/me — 401 when signed out. */
export const meResponse = z.object({
  user: meUser,
  profile: z.nullable(profile),
  /** True when the profile lookup failed (profile is then null but onboarding is not implied; lets the user in). */
  profileError: z.optional(z.boolean()),
  roles: z.array(z.enum(roles)),
  status: z.enum(accountStatuses),
});
export type MeResponse = z.infer<typeof meResponse>;

/**
 * Social sign-in (docs/accounts.md "Social sign-in"). `oidc` is any OpenID Connect provider the operator configured;
 * its display name comes with it. The web shows one button per provider the server lists.
 */
export const socialProviderIds = ['kakao', 'naver', 'google', 'oidc'] as const;
export type SocialProviderId = (typeof socialProviderIds)[number];
export const socialProvidersResponse = z.object({
  providers: z.array(z.object({ id: z.enum(socialProviderIds), name: z.string() })),
});
export type SocialProvidersResponse = z.infer<typeof socialProvidersResponse>;
export const socialSignInBody = z.object({
  locale: z._default(uiLanguageSchema, 'ko'),
  /** Same-app path to return to after signing in to an existing account (new accounts go to onboarding). */
  from: z.optional(z.string().check(z.maxLength(2000))),
});
export const socialSignInResponse = z.object({ url: z.url() });
/**
 * Error codes a failed social sign-in brings back to the login page (`?error=`), each with its own message:
 * cancelled at the provider, e-mail matches an account but the provider did not verify it, suspended/deleted
 * account, no e-mail from the provider; anything else is a generic failure.
 */
export const socialSignInErrors = [
  'access_denied',
  'account_not_linked',
  'account_suspended',
  'account_deleted',
  'email_not_found',
] as const;
