/** Login-code constants; the web mirrors them from @cuecoach/contracts. */
export { codeCooldownSeconds, codeLengthDigits, codeValiditySeconds, maxWrongAttempts } from '@cuecoach/contracts';
