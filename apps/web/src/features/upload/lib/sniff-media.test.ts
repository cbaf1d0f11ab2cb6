import { describe, expect, it } from 'vitest';
import { hasAcceptedContainer, sniffContainer } from './sniff-media.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffContainer', () => {
  it('recognises the containers the server accepts', () => {
    expect(sniffContainer(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBe('wav');
    expect(sniffContainer(bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 0, 0]))).toBe('mp4');
    expect(sniffContainer(bytes([0, 0, 0, 0x14], 'ftypqt  '))).toBe('mp4');
    expect(sniffContainer(bytes([0, 0, 0, 8], 'wide', [0, 0, 0, 0]))).toBe('mp4');
    expect(sniffContainer(bytes('ID3', [4, 0, 0, 0, 0, 0, 0]))).toBe('mp3');
    expect(sniffContainer(bytes([0xff, 0xfb, 0x90, 0x64]))).toBe('mp3');
  });

  it('names other audio containers, and text or documents as nothing', () => {
    expect(sniffContainer(bytes([0xff, 0xf1, 0x50, 0x80]))).toBe('aac');
    expect(sniffContainer(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toBe('webm');
    expect(sniffContainer(bytes('OggS', [0, 2]))).toBe('ogg');
    expect(sniffContainer(bytes('fLaC', [0, 0, 0, 34]))).toBe('flac');
    expect(sniffContainer(bytes('Good morning class, today we'))).toBeNull();
    expect(sniffContainer(bytes('%PDF-1.4'))).toBeNull();
    expect(sniffContainer(bytes('PK', [3, 4]))).toBeNull();
    expect(sniffContainer(new Uint8Array())).toBeNull();
  });
});

describe('hasAcceptedContainer', () => {
  it('reads the head of a File: a text file renamed .mp3 is refused, a WAV is accepted, FLAC is refused', async () => {
    expect(await hasAcceptedContainer(new File(['just some notes\n'], 'class.mp3'))).toBe(false);
    expect(await hasAcceptedContainer(new File([bytes('RIFF', [1, 0, 0, 0], 'WAVEfmt ')], 'class.wav'))).toBe(true);
    expect(await hasAcceptedContainer(new File([bytes('fLaC', [0, 0, 0, 34])], 'class.mp3'))).toBe(false);
  });
});
