/** Pagefind's excerpt (escaped text with <mark> around matches) as React elements, without innerHTML. */
import React, {type ReactNode} from 'react';

const entities: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};
function decode(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) =>
      e[0] === '#'
        ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
        : (entities[e.toLowerCase()] ?? whole),
    );
}

export default function Excerpt({html}: {html: string}): ReactNode {
  return html
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .map((part, i) => (part.startsWith('<mark>') ? <mark key={i}>{decode(part)}</mark> : decode(part)));
}
