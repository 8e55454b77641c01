import type { ParamSpec } from '../define-vendor.js';

/** Braze Web SDK data sync fields (an event's own fields without the `events[n].` prefix). */
export const BRAZE_PARAMS: Readonly<Record<string, ParamSpec>> = {
  api_key: { label: 'App API key', group: 'most_used' },
  name: { label: 'Event type code', group: 'most_used' },
  'data.n': { label: 'Custom event name', group: 'most_used' },
  'data.pid': { label: 'Product ID', group: 'e_commerce' },
  'data.p': { label: 'Price', group: 'e_commerce' },
  'data.c': { label: 'Currency', group: 'e_commerce' },
  'data.q': { label: 'Quantity', group: 'e_commerce' },
  device_id: { label: 'Device ID', group: 'user' },
  user_id: { label: 'User ID', group: 'user' },
  session_id: { label: 'Session ID', group: 'user' },
  time: { label: 'Time', group: 'other' },
  sdk_version: { label: 'SDK version', group: 'other' },
  sdk_flavor: { label: 'SDK flavour', group: 'other' },
  app_version: { label: 'App version', group: 'other' },
  'device.browser': { label: 'Browser', group: 'user' },
  'device.os_version': { label: 'OS', group: 'user' },
  'device.resolution': { label: 'Screen resolution', group: 'user' },
  'device.language': { label: 'Language', group: 'user' },
  'device.time_zone': { label: 'Time zone', group: 'user' },
};
