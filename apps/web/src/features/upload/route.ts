export { UploadPage as Component } from './components/upload-page.tsx';
