/** Closing call to action of a page: a heading, a line of text and one or two buttons. */
import { useId, type ReactNode } from 'react';

export function CtaSection({
  heading,
  text,
  children,
}: {
  heading: string;
  text?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="bg-slate-900 text-white dark:bg-slate-900">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 md:py-20 lg:px-8">
        <h2 id={id} className="text-3xl font-bold tracking-tight md:text-4xl">
          {heading}
        </h2>
        {text ? <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{text}</p> : null}
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
