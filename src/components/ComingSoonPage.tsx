import { Body1, Caption1, Card, makeStyles, Subtitle2, Title2, tokens } from '@fluentui/react-components';
import { Outlet } from 'react-router';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, '& h1, & h2': { margin: 0 } },
  eyebrow: {
    color: tokens.colorBrandForeground1,
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
    fontWeight: tokens.fontWeightSemibold,
  },
  card: { maxWidth: '640px', padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalS, '& h2': { margin: 0 } },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface ComingSoonPageProps {
  /** e.g. "Organizations" */
  title: string;
  /** e.g. "List", "Create", "Show" */
  action: string;
  /** A child screen (create modal or detail drawer) shown over its list. */
  nested?: boolean;
}

/**
 * Placeholder for a screen that is routed and access-guarded but not built yet. Renders the nested route
 * outlet too, so a later create modal or detail drawer can open over it.
 */
export function ComingSoonPage({ title, action, nested }: ComingSoonPageProps) {
  const styles = useStyles();
  if (nested) {
    return (
      <Card className={styles.card} role="region" aria-label={`${action} ${title}`}>
        <Subtitle2 as="h2">
          {action} {title}: coming soon
        </Subtitle2>
        <Body1 className={styles.muted}>This screen is being built.</Body1>
      </Card>
    );
  }
  return (
    <div className={styles.root}>
      <div>
        <Caption1 className={styles.eyebrow}>{action}</Caption1>
        <Title2 as="h1" block>
          {title}
        </Title2>
      </div>
      <Card className={styles.card}>
        <Subtitle2 as="h2">Coming soon</Subtitle2>
        <Body1>This screen is being built. Everything you can reach from the menu is ready for it.</Body1>
        <Body1 className={styles.muted}>Your access to it has already been checked.</Body1>
      </Card>
      <Outlet />
    </div>
  );
}

export default ComingSoonPage;
