import { describe, expect, it } from 'vitest';
import { acceptAttribute, defaultLimits, extensionOf, validateFile } from './validate-file.ts';

const mb = 1024 * 1024;

describe('validateFile (upload rules, checked before any byte is sent)', () => {
  it('accepts each allowed type with the MIME browsers report', () => {
    expect(validateFile({ name: 'class.mp3', size: mb, type: 'audio/mpeg' }, 60)).toBeNull();
    expect(validateFile({ name: 'class.M4A', size: mb, type: 'audio/x-m4a' }, 60)).toBeNull();
    expect(validateFile({ name: 'class.wav', size: mb, type: 'audio/wav' }, 60)).toBeNull();
    expect(validateFile({ name: 'class.mp4', size: mb, type: 'video/mp4' }, 60)).toBeNull();
    expect(validateFile({ name: 'class.mov', size: mb, type: 'video/quicktime' }, null)).toBeNull();
  });

  it('accepts an allowed extension when the browser reports no type', () => {
    expect(validateFile({ name: 'class.m4a', size: mb, type: '' }, null)).toBeNull();
  });

  it('refuses other extensions and a MIME type that contradicts the extension', () => {
    expect(validateFile({ name: 'notes.pdf', size: mb, type: 'application/pdf' }, null)).toEqual({
      code: 'upload_unsupported_type',
    });
    expect(validateFile({ name: 'noextension', size: mb, type: '' }, null)?.code).toBe('upload_unsupported_type');
    expect(validateFile({ name: 'fake.mp3', size: mb, type: 'image/png' }, null)?.code).toBe('upload_unsupported_type');
  });

  it('refuses an empty file', () => {
    expect(validateFile({ name: 'a.wav', size: 0, type: 'audio/wav' }, null)).toEqual({ code: 'upload_empty' });
  });

  it('refuses files over 1 GB and reports the limit', () => {
    expect(validateFile({ name: 'a.mp4', size: 1024 ** 3, type: 'video/mp4' }, null)).toBeNull();
    expect(validateFile({ name: 'a.mp4', size: 1024 ** 3 + 1, type: 'video/mp4' }, null)).toEqual({
      code: 'upload_too_large',
      maxBytes: 1024 ** 3,
    });
  });

  it('refuses recordings over 90 minutes once the duration is known, and uses server limits when given', () => {
    expect(validateFile({ name: 'a.mp3', size: mb, type: 'audio/mpeg' }, 90 * 60)).toBeNull();
    expect(validateFile({ name: 'a.mp3', size: mb, type: 'audio/mpeg' }, 90 * 60 + 1)).toEqual({
      code: 'upload_too_long',
      maxMinutes: 90,
    });
    const limits = { ...defaultLimits, maxBytes: 10 * mb, maxDurationMin: 30 };
    expect(validateFile({ name: 'a.mp3', size: 11 * mb, type: 'audio/mpeg' }, 60, limits)?.code).toBe(
      'upload_too_large',
    );
    expect(validateFile({ name: 'a.mp3', size: mb, type: 'audio/mpeg' }, 31 * 60, limits)).toEqual({
      code: 'upload_too_long',
      maxMinutes: 30,
    });
  });

  it("applies the admin limit of the file's kind (max audio / video size)", () => {
    const limits = { ...defaultLimits, maxAudioBytes: 5 * mb, maxVideoBytes: 50 * mb };
    expect(validateFile({ name: 'a.wav', size: 6 * mb, type: 'audio/wav' }, null, limits)).toEqual({
      code: 'upload_too_large',
      maxBytes: 5 * mb,
    });
    expect(validateFile({ name: 'a.mp4', size: 6 * mb, type: 'video/mp4' }, null, limits)).toBeNull();
    expect(validateFile({ name: 'a.mov', size: 51 * mb, type: 'video/quicktime' }, null, limits)?.code).toBe(
      'upload_too_large',
    );
  });

  it('offers the accepted types to the file picker', () => {
    expect(extensionOf('My.Class.MOV')).toBe('mov');
    const accept = acceptAttribute();
    for (const ext of ['.mp3', '.m4a', '.wav', '.mp4', '.mov', 'audio/mpeg', 'video/quicktime']) {
      expect(accept).toContain(ext);
    }
  });
});
