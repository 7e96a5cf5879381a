import type { ReactNode } from 'react';
import './public-page.css';

/** A public page's card: its title (the page's one h1), what it holds, then its content. */
export function PublicPage({ title, summary, children }: { title: string; summary?: string; children: ReactNode }) {
  return (
    <section className="public-page">
      <h1 className="public-page__title">{title}</h1>
      {summary && <p className="public-page__summary">{summary}</p>}
      {children}
    </section>
  );
}
