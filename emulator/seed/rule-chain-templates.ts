/** A rule chain's metadata before ids exist: nodes in order, connections by index. */
export interface ChainTemplate {
  firstNodeIndex: number;
  nodes: Array<{ type: string; name: string; configuration: unknown; layoutX: number; layoutY: number }>;
  connections: Array<{ fromIndex: number; toIndex: number; type: string }>;
}

const ENGINE = 'org.thingsboard.rule.engine';
const LOG_SCRIPT = (what: string) => `return '\\n${what}: ' + JSON.stringify(msg) + '\\nMetadata: ' + JSON.stringify(metadata);`;

/** Our own layout of the usual "profile → switch → save / log / RPC" message flow. */
function deviceFlow(profileConfiguration: unknown) {
  const nodes: ChainTemplate['nodes'] = [
    { type: `${ENGINE}.profile.TbDeviceProfileNode`, name: 'Device Profile Node', configuration: profileConfiguration, layoutX: 180, layoutY: 150 },
    { type: `${ENGINE}.filter.TbMsgTypeSwitchNode`, name: 'Message Type Switch', configuration: { version: 0 }, layoutX: 350, layoutY: 150 },
    { type: `${ENGINE}.telemetry.TbMsgTimeseriesNode`, name: 'Save Timeseries', configuration: { defaultTTL: 0 }, layoutX: 660, layoutY: 40 },
    {
      type: `${ENGINE}.telemetry.TbMsgAttributesNode`, name: 'Save Client Attributes',
      configuration: { scope: 'CLIENT_SCOPE', notifyDevice: false }, layoutX: 660, layoutY: 110,
    },
    {
      type: `${ENGINE}.action.TbLogNode`, name: 'Log RPC from Device',
      configuration: { scriptLang: 'TBEL', jsScript: LOG_SCRIPT('Incoming message'), tbelScript: LOG_SCRIPT('Incoming message') },
      layoutX: 660, layoutY: 180,
    },
    {
      type: `${ENGINE}.action.TbLogNode`, name: 'Log Other',
      configuration: { scriptLang: 'TBEL', jsScript: LOG_SCRIPT('Other message'), tbelScript: LOG_SCRIPT('Other message') },
      layoutX: 660, layoutY: 250,
    },
    {
      type: `${ENGINE}.rpc.TbSendRPCRequestNode`, name: 'RPC Call Request', configuration: { timeoutInSeconds: 60 },
      layoutX: 660, layoutY: 320,
    },
  ];
  const connections = [
    { fromIndex: 0, toIndex: 1, type: 'Success' },
    { fromIndex: 1, toIndex: 2, type: 'Post telemetry' },
    { fromIndex: 1, toIndex: 3, type: 'Post attributes' },
    { fromIndex: 1, toIndex: 4, type: 'RPC Request from Device' },
    { fromIndex: 1, toIndex: 5, type: 'Other' },
    { fromIndex: 1, toIndex: 6, type: 'RPC Request to Device' },
  ];
  return { nodes, connections };
}

/** `Root Rule Chain` of a tenant. */
export function rootChainTemplate(): ChainTemplate {
  return { firstNodeIndex: 0, ...deviceFlow({ persistAlarmRulesState: false, fetchAlarmRulesStateOnStart: false }) };
}

/** What `POST /api/ruleChain/device/default` and the demo `Thermostat` chain start from. */
export function deviceProfileChainTemplate(): ChainTemplate {
  return { firstNodeIndex: 0, ...deviceFlow({ persistAlarmRulesState: true, fetchAlarmRulesStateOnStart: true }) };
}

/** `Edge Root Rule Chain`: the device flow plus pushing everything saved to the cloud. */
export function edgeRootChainTemplate(): ChainTemplate {
  const flow = deviceFlow({ persistAlarmRulesState: false, fetchAlarmRulesStateOnStart: false });
  const push = flow.nodes.length;
  flow.nodes.push({
    type: `${ENGINE}.edge.TbMsgPushToCloudNode`, name: 'Push to cloud', configuration: { scope: 'SERVER_SCOPE' },
    layoutX: 960, layoutY: 75,
  });
  flow.connections.push({ fromIndex: 2, toIndex: push, type: 'Success' }, { fromIndex: 3, toIndex: push, type: 'Success' });
  return { firstNodeIndex: 0, ...flow };
}
