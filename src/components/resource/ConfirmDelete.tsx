import { lazy, Suspense, useState, type ReactNode } from 'react';

/** Every delete asks this first. */
export const DELETE_CONFIRMATION = 'Are you sure?';

// The dialog itself loads the first time a delete is asked for.
const ConfirmDialog = lazy(() => import(/* webpackChunkName: "kit-extras" */ './ConfirmDialog'));

/** A delete button (rendered by `children` with an `open` function) confirmed with 'Are you sure?'. */
export function ConfirmDelete({
  children,
  onConfirm,
  detail,
}: {
  children: (open: () => void) => ReactNode;
  onConfirm: () => void;
  detail?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      {children(() => {
        setLoaded(true);
        setOpen(true);
      })}
      {loaded ? (
        <Suspense fallback={null}>
          <ConfirmDialog open={open} setOpen={setOpen} onConfirm={onConfirm} detail={detail} />
        </Suspense>
      ) : null}
    </>
  );
}
