import type { Profile } from '@cuecoach/contracts';
import { describe, expect, it } from 'vitest';
import { formFromProfile, patchFromForm, validateProfileForm } from './profile-form.ts';

const profile: Profile = {
  userId: 'u1',
  nickname: 'Mina',
  experienceLevel: null,
  interests: ['yoga'],
  language: 'ko',
  bio: null,
  location: null,
  firstName: null,
  lastName: null,
  phone: null,
  experienceYears: null,
  specializations: [],
  languages: [],
  visibility: 'private',
  notifyAnalysisComplete: true,
  notifyReviewEmail: true,
  notifyReviewInApp: true,
  termsAcceptedAt: '2026-01-01T00:00:00Z',
  privacyAcceptedAt: '2026-01-01T00:00:00Z',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('profile form', () => {
  it('accepts a filled-in form and sends emptied fields as null', () => {
    const form = { ...formFromProfile(profile), phone: '010-1234-5678', experienceYears: ' 12 ', bio: '  ' };
    expect(validateProfileForm(form)).toEqual({});
    expect(patchFromForm(form)).toMatchObject({
      phone: '010-1234-5678',
      experienceYears: 12,
      bio: null,
      firstName: null,
    });
  });

  it('names each invalid field with its message key and limit', () => {
    const form = {
      ...formFromProfile(profile),
      nickname: '   ',
      phone: '12-34',
      experienceYears: '3.5',
      lastName: 'x'.repeat(51),
    };
    expect(validateProfileForm(form)).toEqual({
      nickname: { key: 'profile.errors.nicknameRequired' },
      phone: { key: 'profile.errors.phone' },
      experienceYears: { key: 'profile.errors.experienceYears', vars: { max: 80 } },
      lastName: { key: 'profile.errors.tooLong', vars: { max: 50 } },
    });
    expect(validateProfileForm({ ...formFromProfile(profile), experienceYears: '81' })).toHaveProperty(
      'experienceYears',
    );
    expect(validateProfileForm({ ...formFromProfile(profile), phone: 'call me maybe' })).toHaveProperty('phone');
  });
});
