import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { Words } from '../../../src/components/resource/list/Words';

const renderWords = (text: string) =>
  render(
    <FluentProvider theme={webLightTheme}>
      <Words text={text} />
    </FluentProvider>,
  );

describe('Words', () => {
  it('keeps each word whole (no break after a hyphen or a slash) and the spaces between them', () => {
    const { container } = renderWords('OUT-06W8 Asia/Beirut');
    const words = [...container.querySelectorAll('span span')];
    expect(words.map((w) => w.textContent)).toEqual(['OUT-06W8', 'Asia/Beirut']);
    for (const w of words) expect(getComputedStyle(w).whiteSpace).toBe('nowrap');
    expect(container).toHaveTextContent('OUT-06W8 Asia/Beirut');
  });

  it('cuts a word too long for any column and shows the whole text in a tooltip', async () => {
    const text = 'Superlongunbrokenproductname twice';
    renderWords(text);
    const focusable = screen.getByText('Superlongunbrokenproductname').parentElement!;
    expect(focusable).toHaveAttribute('tabindex', '0');
    expect(focusable).toHaveTextContent(text);
    expect(getComputedStyle(screen.getByText('Superlongunbrokenproductname')).textOverflow).toBe('ellipsis');
  });
});
