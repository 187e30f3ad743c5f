import type { MessageKey } from '@gia/domain/core';
import { Page, useT } from '@gia/shared-ui';

function InfoPage({ title, paragraphs }: { title: MessageKey; paragraphs: MessageKey[] }) {
  const t = useT();
  return (
    <Page title={t(title)} back="/">
      <div className="gia-card-panel gia-prose">
        {paragraphs.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
      </div>
    </Page>
  );
}

export function Contact() {
  return <InfoPage title="contact.title" paragraphs={['contact.text', 'contact.grievance']} />;
}

export function Privacy() {
  return (
    <InfoPage title="privacy.title" paragraphs={['privacy.what', 'privacy.why', 'privacy.how', 'privacy.grievance']} />
  );
}

export function About() {
  return <InfoPage title="about.title" paragraphs={['about.text', 'landing.intro']} />;
}
