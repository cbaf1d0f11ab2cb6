import { createHash, randomUUID } from 'node:crypto';

/**
 * Upload ids are `<owner tag><random>`: 16 hex digits derived from the owner's user id, then 32 random hex digits.
 * Every id taken from a URL is checked against exactly this shape before it reaches the file store: the store
 * builds file names from it, and `<id>.json` (the store's own info file) or anything else must never be
 * addressable as an upload.
 */
const uploadIdPattern = /^[0-9a-f]{48}$/;

export const ownerTag = (userId: string): string => createHash('sha256').update(userId).digest('hex').slice(0, 16);

export const newUploadId = (userId: string): string => `${ownerTag(userId)}${randomUUID().replaceAll('-', '')}`;

export const isUploadId = (value: string): boolean => uploadIdPattern.test(value);

/** True when the id is well-formed and belongs to this user (someone else's upload is a plain 404). */
export const isOwnUploadId = (value: string, userId: string): boolean =>
  isUploadId(value) && value.startsWith(ownerTag(userId));
