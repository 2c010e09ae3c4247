import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A dialog of the board, downloaded (all of them in one chunk) the first time one opens, so the board's own chunks stay small and the
 * board paints sooner. The service worker precaches every chunk, so a dialog opens offline too.
 */
function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}

export const KeyMapDialog = lazyDialog(() =>
  import(/* webpackChunkName: "kitchen-dialogs" */ './KeyMapDialog').then((m) => m.KeyMapDialog),
);
export const BoardSettingsDialog = lazyDialog(() =>
  import(/* webpackChunkName: "kitchen-dialogs" */ './BoardSettingsDialog').then((m) => m.BoardSettingsDialog),
);
export const RecallDialog = lazyDialog(() =>
  import(/* webpackChunkName: "kitchen-dialogs" */ './RecallDialog').then((m) => m.RecallDialog),
);
export const RejectDialog = lazyDialog(() =>
  import(/* webpackChunkName: "kitchen-dialogs" */ './RejectDialog').then((m) => m.RejectDialog),
);
export const CompleteAnywayDialog = lazyDialog(() =>
  import(/* webpackChunkName: "kitchen-dialogs" */ './CompleteAnywayDialog').then((m) => m.CompleteAnywayDialog),
);
