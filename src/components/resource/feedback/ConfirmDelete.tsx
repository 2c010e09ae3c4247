import { lazy, Suspense, useState, type ReactNode } from 'react';

// The dialog itself loads the first time a delete is asked for.
const DeleteConfirmDialog = lazy(() => import(/* webpackChunkName: "kit-extras" */ './DeleteConfirmDialog'));

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
          <DeleteConfirmDialog open={open} setOpen={setOpen} onConfirm={onConfirm} detail={detail} />
        </Suspense>
      ) : null}
    </>
  );
}
