export { CompletionNoticeHost } from './components/completion-notice-host.tsx';
