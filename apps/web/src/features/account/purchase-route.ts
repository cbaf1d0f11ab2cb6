export { PurchaseCreditsPage as Component } from './components/purchase-pages.tsx';
