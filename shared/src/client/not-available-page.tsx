import { Title } from './typography';
import { ResultView } from './result-view';

export interface NotAvailablePageProps {
  /** The screen's name, shown as the page heading (e.g. 'Sign In', 'Studio'). */
  title: string;
  /** 1 for a page; lower inside a page or dialog that has its own heading (a page has one h1). */
  level?: 1 | 2 | 3;
}

/**
 * What a route shows while the screen behind it has not been built: says so plainly, with the
 * screen's name as heading, instead of placeholder content that would pass for a feature.
 */
export function NotAvailablePage({ title, level = 1 }: NotAvailablePageProps) {
  return (
    <ResultView
      status="info"
      title={
        <Title level={level} style={{ fontSize: 24, margin: 0 }}>
          {title}
        </Title>
      }
      subTitle={`${title} is not available yet.`}
    />
  );
}
