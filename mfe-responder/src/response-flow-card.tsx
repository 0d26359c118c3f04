import { ResponseFlowCard } from './features/response-flow/components/response-flow-card';
import { withAntdThemeBridge } from '@scp/shared/client/antd-theme-bridge';

/** Exposed as `./response-flow-card`: the dashboard's ResponseFlow Pro card. */
function ResponseFlowCardEntry() {
  return <ResponseFlowCard />;
}

export default withAntdThemeBridge(ResponseFlowCardEntry);
