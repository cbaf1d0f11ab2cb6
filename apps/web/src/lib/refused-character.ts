import { refusedCharacterKind } from '@cuecoach/contracts';
import type { TFunction } from 'i18next';

/**
 * The refused character as a person reads it: “<” when it can be seen, else what it is (a tab, U+202E). Its own
 * module: the API error messages (every session screen) need only this, not the title and tag schemas' checks.
 */
export function refusedCharacterText(codePoint: number, t: TFunction<'sessions'>): string {
  const code = `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
  switch (refusedCharacterKind(codePoint)) {
    case 'visible':
      return t('errors.character.visible', { character: String.fromCodePoint(codePoint) });
    case 'tab':
      return t('errors.character.tab');
    case 'lineBreak':
      return t('errors.character.lineBreak');
    case 'invisible':
      return t('errors.character.invisible', { code });
  }
}
