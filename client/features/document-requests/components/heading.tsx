import type * as React from 'react';

export type HeadingLevel = 3 | 4 | 5;

/** A heading at the level its place asks for: a card in the completed list sits one level deeper. */
export function Heading({ level, ...props }: { level: HeadingLevel } & React.ComponentProps<'h3'>) {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}

export const deeper = (level: HeadingLevel): HeadingLevel => (level === 3 ? 4 : 5);
