import { makeStyles, Portal } from '@fluentui/react-components';
import { useEffect, useInsertionEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { contentWidth, pageRule, type Paper } from './paper';
import { directionOf, useCurrentLanguage } from '../../i18n';

/** The class of the print root (a node on <body>); while one is in the page, only print roots reach paper. */
export const PRINT_ROOT_CLASS = 'print-root';
const MOUNTED_CLASS = 'has-print-document';

// Off screen (measured, never seen, out of the accessibility tree); on paper, nothing but the print roots:
// the app's root and every other portal (dialogs, drawers, toasts, tooltips) stay off the page.
const PRINT_GLOBALS = `
@media screen {
  .${PRINT_ROOT_CLASS} { position: fixed !important; top: 0; left: -10000px; visibility: hidden; pointer-events: none; }
}
@media print {
  html.${MOUNTED_CLASS} body > :not(.${PRINT_ROOT_CLASS}) { display: none !important; }
  html.${MOUNTED_CLASS}, html.${MOUNTED_CLASS} body { background: #fff !important; min-height: 0 !important; }
  .${PRINT_ROOT_CLASS} { position: static !important; }
}
`;
const PRINT_GLOBALS_ID = 'print-globals';

/** Adds the print rules to the document once (a plain style element: they hold no theme values). */
function usePrintGlobals() {
  useInsertionEffect(() => {
    if (document.getElementById(PRINT_GLOBALS_ID)) return;
    const style = document.createElement('style');
    style.id = PRINT_GLOBALS_ID;
    style.textContent = PRINT_GLOBALS;
    document.head.appendChild(style);
  }, []);
}

const useStyles = makeStyles({
  sheet: {
    boxSizing: 'border-box',
    color: '#000',
    backgroundColor: '#fff',
    fontFamily: 'var(--fontFamilyBase, "Segoe UI", system-ui, sans-serif)',
    fontSize: '10pt',
    lineHeight: 1.3,
    printColorAdjust: 'exact',
  },
});

let mounted = 0;

export interface PrintDocumentProps {
  paper: Paper;
  /** Opens the print dialog once the document is laid out (an on-demand print). */
  autoPrint?: boolean;
  children: ReactNode;
}

/**
 * A document to print: rendered off screen into a print root on <body>, and, while it is in the page, the
 * only thing the browser prints (Ctrl+P included), on its `paper` (`@page` size and margins). On a roll the
 * page is as long as the document.
 */
export function PrintDocument({ paper, autoPrint = false, children }: PrintDocumentProps) {
  usePrintGlobals();
  const styles = useStyles();
  const sheet = useRef<HTMLDivElement>(null);
  const language = useCurrentLanguage();
  const pageStyle = useRef<HTMLStyleElement | null>(null);

  useLayoutEffect(() => {
    mounted += 1;
    document.documentElement.classList.add(MOUNTED_CLASS);
    const style = document.createElement('style');
    style.dataset.printPage = '';
    document.head.appendChild(style);
    pageStyle.current = style;
    return () => {
      style.remove();
      pageStyle.current = null;
      mounted -= 1;
      if (!mounted) document.documentElement.classList.remove(MOUNTED_CLASS);
    };
  }, []);

  // The page rule follows the paper and, on a roll, the content's height.
  useLayoutEffect(() => {
    const node = sheet.current;
    const write = () => {
      if (pageStyle.current) pageStyle.current.textContent = pageRule(paper, node?.offsetHeight ?? 0);
    };
    write();
    if (paper.height !== null || !node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(write);
    observer.observe(node);
    return () => observer.disconnect();
  });

  useEffect(() => {
    if (!autoPrint) return;
    const frame = requestAnimationFrame(() => window.print());
    return () => cancelAnimationFrame(frame);
  }, [autoPrint]);

  return (
    <Portal mountNode={{ className: PRINT_ROOT_CLASS }}>
      <div
        ref={sheet}
        className={styles.sheet}
        style={{ width: contentWidth(paper) }}
        lang={language}
        dir={directionOf(language)}
      >
        {children}
      </div>
    </Portal>
  );
}
