export { OtpPage as Component } from '../otp-page.tsx';
