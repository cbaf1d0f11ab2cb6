// Public surface of the profile feature for other features (the router loads `route.ts` directly).
export { nicknameUpdatedEvent, useUpdateProfile } from './api/profile.ts';
export { updateProfile } from './api/update-profile.ts';
