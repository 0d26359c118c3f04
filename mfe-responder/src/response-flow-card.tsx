import { ResponseFlowCard } from './features/response-flow/components/response-flow-card';

/** Exposed as `./response-flow-card`: the dashboard's ResponseFlow Pro card. */
export default function ResponseFlowCardEntry() {
  return <ResponseFlowCard />;
}
