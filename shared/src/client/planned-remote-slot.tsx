import { domainNamed } from '../contracts/domains';
import { RemoteSlot, type RemoteSlotProps } from './remote-slot';

/**
 * A slot for a widget another area will expose (the dashboard's ResponseFlow Pro, Customer Service
 * Tasks and Assistant Pro cards): nothing at all, and nothing loaded, until the domain registry
 * lists the module among that remote's exposes; then a RemoteSlot.
 */
export function PlannedRemoteSlot(props: RemoteSlotProps) {
  const exposes: Readonly<Record<string, string>> = domainNamed(props.remote).exposes;
  if (!(`./${props.module}` in exposes)) return null;
  return <RemoteSlot {...props} />;
}
