import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';

// The test setup keeps only the style rules jsdom and the tests read (jsdom-style-rules.ts): what hides an
// element from a role query must still hide it.
const useStyles = makeStyles({
  hidden: { display: 'none' },
  invisible: { visibility: 'hidden' },
  nowrap: { whiteSpace: 'nowrap' },
  coloured: { color: 'rgb(200, 0, 0)', paddingTop: '3px' },
});

function Buttons() {
  const styles = useStyles();
  return (
    <>
      <button className={styles.hidden}>Gone</button>
      <button className={styles.invisible}>Invisible</button>
      <button className={mergeClasses(styles.nowrap, styles.coloured)}>Shown</button>
    </>
  );
}

describe('style rules in jsdom', () => {
  it('hide what a display or visibility rule hides, from role queries and toBeVisible', () => {
    render(<Buttons />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Shown']);
    expect(screen.getByText('Gone')).not.toBeVisible();
    expect(screen.getByText('Invisible')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Shown' })).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('leave out the rules of properties nothing reads', () => {
    render(<Buttons />);
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((r) => r.cssText));
    expect(rules.some((r) => r.includes('display: none'))).toBe(true);
    expect(rules.some((r) => r.includes('color: rgb(200, 0, 0)') || r.includes('padding-top'))).toBe(false);
    expect(getComputedStyle(screen.getByText('Shown')).color).not.toBe('rgb(200, 0, 0)');
  });
});
