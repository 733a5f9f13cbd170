import type { NodeSpec } from './node-spec.ts';

export const TRANSFORMATION_NODES: NodeSpec[] = [
  { type: 'TRANSFORMATION', name: 'change originator', clazz: 'transform.TbChangeOriginatorNode', configuration: 'TbChangeOriginatorNodeConfiguration',
    icon: 'find_replace',
    description: 'Makes another entity the originator', details: 'The customer, the tenant, a related entity, the alarm originator or an entity found by name.' },
  { type: 'TRANSFORMATION', name: 'copy keys', clazz: 'transform.TbCopyKeysNode', configuration: 'TbCopyKeysNodeConfiguration', icon: 'content_copy',
    description: 'Copies keys between message and metadata', details: 'Keys are names or regular expressions.' },
  { type: 'TRANSFORMATION', name: 'delete keys', clazz: 'transform.TbDeleteKeysNode', configuration: 'TbDeleteKeysNodeConfiguration', icon: 'remove_circle',
    description: 'Deletes keys from the message or the metadata', details: 'Keys are names or regular expressions.' },
  { type: 'TRANSFORMATION', name: 'json path', clazz: 'transform.TbJsonPathNode', configuration: 'TbJsonPathNodeConfiguration', icon: 'functions',
    description: 'Replaces the message with the result of a JSONPath expression', details: 'No match sends the message along the Failure connection.' },
  { type: 'TRANSFORMATION', name: 'rename keys', clazz: 'transform.TbRenameKeysNode', configuration: 'TbRenameKeysNodeConfiguration', icon: 'find_replace',
    description: 'Renames keys of the message or the metadata', details: 'Each old key name is mapped to a new one.' },
  { type: 'TRANSFORMATION', name: 'script', clazz: 'transform.TbTransformMsgNode', configuration: 'TbTransformMsgNodeConfiguration',
    description: 'Rewrites message, metadata and type with a script', details: 'The script returns the new msg, metadata and msgType.' },
  { type: 'TRANSFORMATION', name: 'split array msg', clazz: 'transform.TbSplitArrayMsgNode', configuration: 'EmptyNodeConfiguration', icon: 'content_copy',
    description: 'Turns a message holding an array into one message per element', details: 'Other messages pass unchanged.' },
  { type: 'TRANSFORMATION', name: 'to email', clazz: 'mail.TbMsgToEmailNode', configuration: 'TbMsgToEmailNodeConfiguration', icon: 'email',
    description: 'Builds an e-mail message from templates', details: 'Templates may use message and metadata patterns; the send email node delivers it.' },
];

export const FLOW_NODES: NodeSpec[] = [
  { type: 'FLOW', name: 'acknowledge', clazz: 'flow.TbAckNode', configuration: 'EmptyNodeConfiguration',
    description: 'Marks the message as processed', details: 'The queue stops retrying it; the message still continues.' },
  { type: 'FLOW', name: 'checkpoint', clazz: 'flow.TbCheckpointNode', configuration: 'TbCheckpointNodeConfiguration',
    description: 'Hands the message over to another queue', details: 'Processing continues from the queue.' },
  { type: 'FLOW', name: 'output', clazz: 'flow.TbRuleChainOutputNode', configuration: 'EmptyNodeConfiguration', outEnabled: false,
    description: 'Returns the message to the calling rule chain', details: 'The node name is the connection the caller follows.' },
  { type: 'FLOW', name: 'rule chain', clazz: 'flow.TbRuleChainInputNode', configuration: 'TbRuleChainInputNodeConfiguration',
    relationTypes: [], customRelations: true, ruleChainNode: true,
    description: 'Forwards the message to another rule chain', details: 'Output nodes of that chain name the connections that follow.' },
];

const external = (spec: Omit<NodeSpec, 'type'>): NodeSpec => ({ type: 'EXTERNAL', ...spec });

export const EXTERNAL_NODES: NodeSpec[] = [
  external({ name: 'aws sns', clazz: 'aws.sns.TbSnsNode', configuration: 'TbSnsNodeConfiguration',
    description: 'Publishes the message to an AWS SNS topic', details: 'The reply ids are added to the metadata.' }),
  external({ name: 'aws sqs', clazz: 'aws.sqs.TbSqsNode', configuration: 'TbSqsNodeConfiguration',
    description: 'Sends the message to an AWS SQS queue', details: 'The reply ids are added to the metadata.' }),
  external({ name: 'azure iot hub', clazz: 'mqtt.azure.TbAzureIotHubNode', configuration: 'TbAzureIotHubNodeConfiguration',
    description: 'Publishes the message to Azure IoT Hub', details: 'Connects over MQTT with SAS or certificate credentials.' }),
  external({ name: 'gcp pubsub', clazz: 'gcp.pubsub.TbPubSubNode', configuration: 'TbPubSubNodeConfiguration',
    description: 'Publishes the message to a Google Cloud Pub/Sub topic', details: 'The message id is added to the metadata.' }),
  external({ name: 'kafka', clazz: 'kafka.TbKafkaNode', configuration: 'TbKafkaNodeConfiguration',
    description: 'Sends the message to a Kafka topic', details: 'Offset, partition and topic are added to the metadata.' }),
  external({ name: 'mqtt', clazz: 'mqtt.TbMqttNode', configuration: 'TbMqttNodeConfiguration', icon: 'call_split',
    description: 'Publishes the message to an external MQTT broker', details: 'The topic may use metadata patterns.' }),
  external({ name: 'rabbitmq', clazz: 'rabbitmq.TbRabbitMqNode', configuration: 'TbRabbitMqNodeConfiguration',
    description: 'Publishes the message to a RabbitMQ exchange', details: 'Exchange and routing key may use metadata patterns.' }),
  external({ name: 'rest api call', clazz: 'rest.TbRestApiCallNode', configuration: 'TbRestApiCallNodeConfiguration',
    description: 'Calls an external REST endpoint with the message', details: 'The response replaces the message; status details go to the metadata.' }),
  external({ name: 'send email', clazz: 'mail.TbSendEmailNode', configuration: 'TbSendEmailNodeConfiguration', icon: 'send',
    description: 'Sends the e-mail a to email node built', details: 'Uses the system mail server or its own SMTP settings.' }),
  external({ name: 'send sms', clazz: 'sms.TbSendSmsNode', configuration: 'TbSendSmsNodeConfiguration', icon: 'sms',
    description: 'Sends an SMS built from templates', details: 'Uses the system SMS provider or its own settings.' }),
];
