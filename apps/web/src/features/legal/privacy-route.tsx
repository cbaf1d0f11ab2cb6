import { LegalDocument } from './components/legal-document.tsx';

export function Component() {
  return <LegalDocument doc="privacy" />;
}
