import * as React from 'react';
import { cn } from '~/lib/utils';

type Level = 2 | 3 | 4 | 5 | 6;

/** The level of the headings of the part drawn here (2 on the page, under its h1): its sections one below. */
const LevelContext = React.createContext<Level>(2);

const deeper = (level: Level): Level => Math.min(6, level + 1) as Level;

/** The parts inside have their headings one level below the one around them. */
export function Deeper({ children }: { children: React.ReactNode }) {
  const level = React.useContext(LevelContext);
  return <LevelContext.Provider value={deeper(level)}>{children}</LevelContext.Provider>;
}

interface HeadingProps extends React.ComponentProps<'h2'> {
  /** A section's heading: one level below its part's. */
  section?: boolean;
}

/** A real heading at the level of where it is drawn, so the outline stays in order wherever it goes. */
export function Heading({ section = false, className, ...props }: HeadingProps) {
  const level = React.useContext(LevelContext);
  const Tag = `h${section ? deeper(level) : level}` as const;
  return (
    <Tag
      className={cn('font-semibold break-words text-slate-900', section ? 'text-base' : 'text-lg', className)}
      {...props}
    />
  );
}
