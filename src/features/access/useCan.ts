import { useAppSelector } from '../../store/hooks';
import { selectCapabilities } from '../../api/sessionSlice';
import { can, type AccessResult, type Action } from './can';

/** Access of the signed-in user to `action` on `resource`. */
export function useCan(resource: string | undefined, action: Action | readonly Action[] | undefined): AccessResult {
  const capabilities = useAppSelector(selectCapabilities);
  return can(capabilities, resource, action);
}

/** A predicate over the signed-in user's capabilities, for filtering many entries at once. */
export function useCanFn(): (resource: string | undefined, action: Action | readonly Action[]) => boolean {
  const capabilities = useAppSelector(selectCapabilities);
  return (resource, action) => can(capabilities, resource, action).can;
}
