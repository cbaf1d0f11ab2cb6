import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText, emailBreakPieces } from './email-text.tsx';

describe('EmailText', () => {
  it('offers breaks after @ - _ + and before a dot, keeping every character', () => {
    const email = 'phone-login-ko-1795487369507-48508@example.co.kr';
    const pieces = emailBreakPieces(email);
    expect(pieces).toEqual(['phone-', 'login-', 'ko-', '1795487369507-', '48508@', 'example', '.co', '.kr']);
    expect(pieces.join('')).toBe(email);
    expect(emailBreakPieces('a_b+tag@x.io')).toEqual(['a_', 'b+', 'tag@', 'x', '.io']);
  });

  it('renders the address as its text, with a break opportunity between pieces', () => {
    const { container } = render(<EmailText email="kim.yoga@example.com" />);
    const span = container.querySelector('span');
    expect(span?.textContent).toBe('kim.yoga@example.com');
    expect(span?.querySelectorAll('wbr')).toHaveLength(3);
  });
});
