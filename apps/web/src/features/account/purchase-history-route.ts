export { PurchaseHistoryPage as Component } from './components/purchase-pages.tsx';
