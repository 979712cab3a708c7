import { landingEn } from '../messages/landing.en';

/**
 * What the service is (spec §1, §2 "Landing"): the forms it files, the cases that need a paper
 * return, and what a filer needs. The landing page shows it with its start links; the agreement
 * page shows it on request to a visitor who has not agreed yet, whom the landing page's guard
 * (spec §3) does not let in.
 */
export function LandingContent() {
  const t = landingEn;
  return (
    <>
      {t.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h2>{t.formsHeading}</h2>
      <ul>
        {t.forms.map((form) => (
          <li key={form.name}>
            <strong>{form.name}</strong>: {form.description}
          </li>
        ))}
      </ul>
      <h2>{t.paperHeading}</h2>
      <p>{t.paperIntro}</p>
      <ul>
        {t.paper.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h2>{t.requirementsHeading}</h2>
      <ul>
        {t.requirements.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

export default LandingContent;
