/** The pieces the admin tabs share: the heading with its line of explanation, the empty state, the select checkbox. */
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/**
 * A tab's `<h2>` (its `id` labels the section) with `children`, a line of explanation, under it;
 * `actions` (e.g. an Add button) sit on the right. `className` styles the heading.
 */
export function TabHeading({
  id,
  title,
  className,
  actions,
  children,
}: {
  id: string;
  title: ReactNode;
  className: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <div>
      <h2 id={id} className={className}>
        {title}
      </h2>
      <p className="text-sm text-gray-600">{children}</p>
    </div>
  );
  if (!actions) return heading;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      {heading}
      {actions}
    </div>
  );
}

/**
 * A tab's `<section>`, labelled by its {@link TabHeading} (`id`, `title`, `intro` as the line of
 * explanation, `actions` on the right), with the tab's body as `children`. `headingClassName`
 * styles the heading (an `<h2>`, bold and extra large by default); `className` styles the section.
 */
export function TabSection({
  id,
  title,
  intro,
  actions,
  headingClassName = 'text-xl font-bold text-gray-950',
  className = 'grid gap-4',
  children,
}: {
  id: string;
  title: ReactNode;
  intro: ReactNode;
  actions?: ReactNode;
  headingClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <TabHeading id={id} title={title} className={headingClassName} actions={actions}>
        {intro}
      </TabHeading>
      {children}
    </section>
  );
}

/** A tab with nothing to list: its icon in a grey circle above the `children` text, in a dashed box. */
export function EmptyTab({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-16 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-gray-100 text-gray-500" aria-hidden>
        <Icon className="h-6 w-6" />
      </span>
      {children}
    </div>
  );
}

/** A labelled checkbox that selects a set of orders ("Select all shown", "Select group"); `children` is its label. */
export function SelectCheckbox({
  checked,
  disabled,
  onChange,
  children,
}: {
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-gray-700">
      <input
        type="checkbox"
        className="h-4 w-4 accent-pink-600"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      {children}
    </label>
  );
}
