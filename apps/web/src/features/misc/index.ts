// Pages that belong to no feature (the router's 404, also shown by screens for an unknown id).
export { NotFoundPage } from './not-found-page.tsx';
