// Public surface of the account feature for other features (the router loads its `*route.ts` modules directly).
export { updateProfile } from './api/account.ts';
