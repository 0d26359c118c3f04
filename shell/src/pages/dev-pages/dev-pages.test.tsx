import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AntTheme } from '../../theme/route-theme';
import { shellPagesTexts } from '../shell-pages-texts';
import { DialogTestPage } from './dialog-test-page';
import { SheetAnimationPage } from './sheet-animation-page';
import { SimpleSheetPage } from './simple-sheet-page';

const texts = shellPagesTexts.devPages;

function renderInTheme(page: ReactNode) {
  return render(<AntTheme mode="dark">{page}</AntTheme>);
}

/** Escape makes the browser send a cancelable `cancel` to a modal dialog (jsdom has no modal dialogs). */
const pressEscape = (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }));

/** The footer's Close, not the header's × (also named Close). */
const footerClose = (dialog: HTMLElement) =>
  within(dialog.querySelector('footer') as HTMLElement).getByRole('button', { name: texts.close });

describe('/test/sheet-animation', () => {
  it('opens the sheet from the left and from the right and says which is open', async () => {
    renderInTheme(<SheetAnimationPage title="Sheet Animation Test" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sheet Animation Test' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(texts.sheetAnimation.state(null));
    expect(screen.getByText(texts.sheetAnimation.motion(false))).toBeInTheDocument();

    const openLeft = screen.getByRole('button', { name: texts.sheetAnimation.openLeft });
    await userEvent.click(openLeft);
    const left = screen.getByRole('dialog', { name: texts.sheetAnimation.sheetTitle('left') });
    expect(left).toHaveStyle({ left: '0px' });
    expect(screen.getByRole('status')).toHaveTextContent(texts.sheetAnimation.state('left'));
    await userEvent.click(footerClose(left));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(texts.sheetAnimation.state(null));

    await userEvent.click(screen.getByRole('button', { name: texts.sheetAnimation.openRight }));
    const right = screen.getByRole('dialog', { name: texts.sheetAnimation.sheetTitle('right') });
    expect(right).toHaveStyle({ right: '0px' });
    expect(screen.getByRole('status')).toHaveTextContent(texts.sheetAnimation.state('right'));
    pressEscape(right);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(texts.sheetAnimation.state(null));
  });

  it('says so when the system asks for reduced motion', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: query.includes('reduce') })) as never;
    try {
      renderInTheme(<SheetAnimationPage title="Sheet Animation Test" />);
      expect(screen.getByText(texts.sheetAnimation.motion(true))).toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});

describe('/test/simple-sheet', () => {
  it('shows the sheet with its title, text and a footer whose Close closes it', async () => {
    renderInTheme(<SimpleSheetPage title="Simple Sheet Test" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Simple Sheet Test' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: texts.simpleSheet.open }));
    const sheet = screen.getByRole('dialog', { name: texts.simpleSheet.sheetTitle });
    expect(sheet).toHaveAttribute('open');
    expect(within(sheet).getByText(texts.simpleSheet.body)).toBeInTheDocument();
    await userEvent.click(footerClose(sheet));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape and with ×', async () => {
    renderInTheme(<SimpleSheetPage title="Simple Sheet Test" />);
    const open = screen.getByRole('button', { name: texts.simpleSheet.open });
    await userEvent.click(open);
    pressEscape(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(open);
    const sheet = screen.getByRole('dialog');
    await userEvent.click(within(sheet.querySelector('header') as HTMLElement).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/test/dialog', () => {
  const t = texts.dialog;
  const result = () => screen.getByRole('status');

  it('opens the dialog with focus inside; Confirm closes it, shows "Confirmed" and gives focus back', async () => {
    renderInTheme(<DialogTestPage title="Dialog Test" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dialog Test' })).toBeInTheDocument();
    expect(result()).toHaveTextContent(`${t.resultLabel} ${t.none}`);
    const open = screen.getByRole('button', { name: t.open });
    await userEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: t.dialogTitle });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByText(t.body)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: t.confirm }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(result()).toHaveTextContent(`${t.resultLabel} ${t.confirmed}`);
    expect(open).toHaveFocus();
  });

  it.each([
    ['Cancel', () => userEvent.click(screen.getByRole('button', { name: t.cancel }))],
    ['Escape', async () => pressEscape(screen.getByRole('dialog'))],
    ['×', () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['a click on the backdrop', () => userEvent.click(screen.getByRole('dialog'))],
  ])('%s closes it as "Cancelled" and gives focus back', async (_how, close) => {
    renderInTheme(<DialogTestPage title="Dialog Test" />);
    const open = screen.getByRole('button', { name: t.open });
    await userEvent.click(open);
    expect(result()).toHaveTextContent(t.none);
    await close();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(result()).toHaveTextContent(`${t.resultLabel} ${t.cancelled}`);
    expect(open).toHaveFocus();
  });
});
