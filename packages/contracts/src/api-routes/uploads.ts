import { sessionErrorCodes } from '../sessions.ts';
import { route } from './route.ts';

const uploadErrors = sessionErrorCodes.filter((code) => code.startsWith('upload_'));

/**
 * The tus endpoint (resumable uploads, tus 1.0 with creation and termination): POST creates an upload, PATCH
 * appends, HEAD reads the offset, DELETE cancels. tus-js-client speaks the protocol, so there is no JSON schema;
 * refusals still answer the JSON error body with these codes.
 */
export const create = route({ method: 'POST', path: '/uploads', access: 'user', kind: 'tus', errors: uploadErrors });
/** One upload, by the URL the creation answered (Location): PATCH, HEAD and DELETE under it. */
export const upload = route({
  method: 'PATCH',
  path: '/uploads/*',
  access: 'user',
  kind: 'tus',
  errors: uploadErrors,
});
