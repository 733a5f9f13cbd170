type Operation = 'GREATER' | 'LESS_OR_EQUAL' | 'LESS' | 'GREATER_OR_EQUAL';

const SIMPLE = { type: 'SIMPLE' };

function flagIsTrue(key: string) {
  return {
    key: { type: 'ATTRIBUTE', key },
    valueType: 'BOOLEAN',
    value: null,
    predicate: { type: 'BOOLEAN', operation: 'EQUAL', value: { defaultValue: true, userValue: null, dynamicValue: null } },
  };
}

function compare(key: string, operation: Operation, defaultValue: number, thresholdAttribute: string) {
  return {
    key: { type: 'TIME_SERIES', key },
    valueType: 'NUMERIC',
    value: null,
    predicate: {
      type: 'NUMERIC',
      operation,
      value: {
        defaultValue,
        userValue: null,
        dynamicValue: { sourceType: 'CURRENT_DEVICE', sourceAttribute: thresholdAttribute, inherit: false },
      },
    },
  };
}

function rule(condition: unknown[], alarmDetails: string) {
  return { condition: { condition, spec: SIMPLE }, schedule: null, alarmDetails, dashboardId: null };
}

/** The two alarm rules of the demo `thermostat` device profile (opaque to the emulator). */
export function thermostatAlarms() {
  return [
    {
      id: 'highTemperatureAlarmID',
      alarmType: 'High Temperature',
      createRules: {
        MAJOR: rule(
          [flagIsTrue('temperatureAlarmFlag'), compare('temperature', 'GREATER', 25, 'temperatureAlarmThreshold')],
          'Current temperature = ${temperature}',
        ),
      },
      clearRule: rule(
        [compare('temperature', 'LESS_OR_EQUAL', 25, 'temperatureAlarmThreshold')],
        'Current temperature = ${temperature}',
      ),
      propagate: false,
      propagateRelationTypes: null,
    },
    {
      id: 'lowHumidityAlarmID',
      alarmType: 'Low Humidity',
      createRules: {
        MINOR: rule(
          [flagIsTrue('humidityAlarmFlag'), compare('humidity', 'LESS', 60, 'humidityAlarmThreshold')],
          'Current humidity = ${humidity}',
        ),
      },
      clearRule: rule(
        [compare('humidity', 'GREATER_OR_EQUAL', 60, 'humidityAlarmThreshold')],
        'Current humidity = ${humidity}',
      ),
      propagate: false,
      propagateRelationTypes: null,
    },
  ];
}
