import { Button, Space, theme } from 'antd';
import type { ReactNode } from 'react';
import { NotAvailablePage } from '@scp/shared/client/not-available-page';
import { ResultView, type ResultStatus } from '@scp/shared/client/result-view';
import { Title } from '@scp/shared/client/typography';
import { type ToastKind, useToast } from '@scp/shared/client/use-toast';
import { appTexts } from '@scp/shared/contracts/app/app-texts';
import { shellPagesTexts } from '../shell-pages-texts';

const texts = shellPagesTexts.styleGuide;
export const toastKinds: readonly ToastKind[] = ['success', 'info', 'warning', 'error'];

/** A button per kind of toast, raised through the app's own `useToast` (the shell's toaster). */
export function ToastButtons() {
  const toast = useToast();
  return (
    <Space wrap>
      {toastKinds.map((kind) => {
        const { button, title, description } = texts.toasts[kind];
        return (
          <Button key={kind} onClick={() => toast.show(kind, { title, description })}>
            {button}
          </Button>
        );
      })}
    </Space>
  );
}

function StateCard({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <li
      style={{
        minWidth: 0,
        overflowWrap: 'anywhere',
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorBorderSecondary}`,
        background: token.colorBgContainer,
      }}
    >
      {children}
    </li>
  );
}

const heading = (title: string) => (
  <Title level={3} style={{ margin: 0 }}>
    {title}
  </Title>
);

/** The app's status blocks (ResultView) as its pages show them: each status it uses, with its real texts where it has them. */
export function StateSamples() {
  const fallback = appTexts.errors.remoteFallback('dashboard');
  const failed = appTexts.errors.pageContentFailed;
  const states: Array<{ status: ResultStatus; node: ReactNode }> = [
    {
      status: 'success',
      node: (
        <ResultView
          status="success"
          title={heading(texts.states.success.title)}
          subTitle={texts.states.success.description}
        />
      ),
    },
    // The page of a route whose screen is not built yet, as the app shows it.
    { status: 'info', node: <NotAvailablePage title={texts.states.notAvailable} level={3} /> },
    {
      status: '404',
      node: (
        <ResultView
          status="404"
          title={heading(texts.states.notFound.title)}
          subTitle={texts.states.notFound.description}
        />
      ),
    },
    {
      status: 'warning',
      node: (
        <ResultView
          status="warning"
          title={heading(fallback.title)}
          subTitle={fallback.description}
          extra={<Button>{appTexts.shell.refreshPage}</Button>}
        />
      ),
    },
    {
      status: 'error',
      node: <ResultView status="error" title={heading(failed.title)} subTitle={failed.description} />,
    },
  ];
  return (
    <ul className="scp-sg-grid" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))' }}>
      {states.map(({ status, node }) => (
        <StateCard key={status}>{node}</StateCard>
      ))}
    </ul>
  );
}
