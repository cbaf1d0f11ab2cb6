import { Fragment } from 'react';

/**
 * Splits an address where a reader would break it: after "@", "-", "_" and "+", and before ".". Each piece keeps
 * its separator so the text reads (and copies) exactly as the address.
 */
export function emailBreakPieces(email: string): string[] {
  return email.split(/(?<=[@\-_+])|(?=\.)/).filter((piece) => piece.length > 0);
}

/**
 * An e-mail address that wraps at its own punctuation on a narrow screen. `break-all` cut addresses anywhere and
 * left a lone letter on the last line ("…@examp" / "m"); `<wbr>` offers the natural breaks first and is not copied
 * with the text, and `overflow-wrap: anywhere` only splits a piece that is longer than the whole line.
 */
export function EmailText({ email, className = '' }: { email: string; className?: string }) {
  const pieces = emailBreakPieces(email);
  return (
    <span className={`wrap-anywhere ${className}`.trim()}>
      {pieces.map((piece, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are a fixed split of one string
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
