import type * as React from 'react';

/** A refusal or failure of the form's request, read out as soon as it shows. */
export function FormAlert({ children }: { children: React.ReactNode }) {
  return (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}
