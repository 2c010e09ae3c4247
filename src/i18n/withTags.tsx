import { Fragment, type ReactNode } from 'react';

/**
 * Renders a translated message whose words wrap an element, such as `… our <privacy>privacy policy</privacy>.`:
 * each `<tag>…</tag>` becomes what `tags[tag]` makes of its text, so every language places the link where its
 * own sentence needs it.
 */
export function withTags(message: string, tags: Record<string, (text: string) => ReactNode>): ReactNode {
  const parts: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (const match of message.matchAll(pattern)) {
    const [whole, tag, text] = match;
    const make = tags[tag];
    parts.push(message.slice(last, match.index));
    parts.push(<Fragment key={match.index}>{make ? make(text) : text}</Fragment>);
    last = match.index + whole.length;
  }
  parts.push(message.slice(last));
  return <>{parts}</>;
}
