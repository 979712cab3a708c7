import * as Accordion from '@radix-ui/react-accordion';
import { useState, type ReactNode } from 'react';
import { faqAccordionTextEn } from '../text/faqAccordion.en';
import { useUiWords } from '../text/uiTextContext';
import styles from './FaqAccordion.module.css';

export interface FaqQuestion {
  /** Anchor id of the answer; the sidebar links to `#<id>`. */
  id: string;
  question: string;
  answer: ReactNode;
}

export interface FaqSection {
  id: string;
  title: string;
  questions: FaqQuestion[];
}

export interface FaqAccordionProps {
  sections: FaqSection[];
  /** Section open on first render (uncontrolled). */
  defaultOpenSection?: string;
  /**
   * A question id, for example the URL hash of a deep link `/faq#<id>` without the `#`.
   * Whenever it changes, the section holding that question opens.
   */
  activeQuestionId?: string;
  /** Called when the open section changes; `''` when all are closed. */
  onOpenSectionChange?: (sectionId: string) => void;
  /** Accessible name of the sidebar navigation. */
  navLabel?: string;
}

/** Id of the section that holds `questionId`, if any. */
export function findFaqSectionId(sections: FaqSection[], questionId: string | undefined) {
  if (!questionId) return undefined;
  return sections.find((section) => section.questions.some((q) => q.id === questionId))?.id;
}

/**
 * The FAQ page body: a sidebar of accordion sections (one open at a time) whose question links
 * jump to anchors in the content area, which always renders every answer.
 */
export function FaqAccordion({
  sections,
  defaultOpenSection,
  activeQuestionId,
  onOpenSectionChange,
  navLabel,
}: FaqAccordionProps) {
  const words = useUiWords('faqAccordion', faqAccordionTextEn);
  const [openSection, setOpenSection] = useState(
    () => findFaqSectionId(sections, activeQuestionId) ?? defaultOpenSection ?? '',
  );
  // Follow deep links: adjust state during render when the requested question changes.
  const [seenQuestionId, setSeenQuestionId] = useState(activeQuestionId);
  if (activeQuestionId !== seenQuestionId) {
    setSeenQuestionId(activeQuestionId);
    const sectionId = findFaqSectionId(sections, activeQuestionId);
    if (sectionId) setOpenSection(sectionId);
  }
  const change = (value: string) => {
    setOpenSection(value);
    onOpenSectionChange?.(value);
  };

  return (
    <div className={styles.root}>
      <div className={styles.layout}>
        <nav className={styles.sidebar} aria-label={navLabel ?? words.navLabel}>
          <Accordion.Root type="single" collapsible value={openSection} onValueChange={change}>
            {sections.map((section) => (
              <Accordion.Item key={section.id} value={section.id} className={styles.item}>
                <Accordion.Header asChild>
                  <h2 className={styles.header}>
                    <Accordion.Trigger className={styles.trigger}>
                      <span>{section.title}</span>
                      <span className={styles.chevron} aria-hidden="true" />
                    </Accordion.Trigger>
                  </h2>
                </Accordion.Header>
                <Accordion.Content className={styles.panel}>
                  <ul className={styles.links}>
                    {section.questions.map((q) => (
                      <li key={q.id} className={styles.linkItem}>
                        <a
                          href={`#${q.id}`}
                          className={styles.link}
                          aria-current={q.id === activeQuestionId ? 'location' : undefined}
                        >
                          {q.question}
                        </a>
                      </li>
                    ))}
                  </ul>
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </nav>
        <div className={styles.content}>
          {sections.map((section) => (
            // Unnamed on purpose: the open accordion panel is already a region named by this title.
            <section key={section.id} className={styles.section}>
              <h2 className={styles.sectionTitle}>{section.title}</h2>
              {section.questions.map((q) => (
                <article key={q.id} aria-labelledby={q.id} className={styles.answer}>
                  <h3 id={q.id} tabIndex={-1} className={styles.question}>
                    {q.question}
                  </h3>
                  <div>{q.answer}</div>
                </article>
              ))}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
