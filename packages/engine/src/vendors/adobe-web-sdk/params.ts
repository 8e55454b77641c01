import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/**
 * Adobe Experience Platform Web SDK fields. Event fields are named without their `events[n].` prefix
 * (`xdm.eventType`); the shared top-level fields keep theirs (`meta.state.domain`, `query.identity.fetch[0]`).
 */
export const WEB_SDK_PARAMS: Readonly<Record<string, ParamSpec>> = {
  configId: { label: 'Datastream ID (configId)', group: 'most_used' },
  dataStreamId: { label: 'Datastream ID (dataStreamId)', group: 'most_used' },
  requestId: { label: 'Request ID', group: 'other' },
  'xdm.eventType': { label: 'Event type', group: 'most_used' },
  'xdm.timestamp': { label: 'Timestamp', group: 'other' },
  'xdm._id': { label: 'Event ID', group: 'other' },
  'xdm.web.webPageDetails.URL': { label: 'Page URL', group: 'most_used' },
  'xdm.web.webPageDetails.name': { label: 'Page name', group: 'most_used' },
  'xdm.web.webPageDetails.viewName': { label: 'View name', group: 'most_used' },
  'xdm.web.webPageDetails.siteSection': { label: 'Site section', group: 'most_used' },
  'xdm.web.webPageDetails.pageViews.value': { label: 'Page views', group: 'most_used' },
  'xdm.web.webReferrer.URL': { label: 'Referrer', group: 'most_used' },
  'xdm.web.webInteraction.name': { label: 'Link name', group: 'most_used' },
  'xdm.web.webInteraction.type': { label: 'Link type', group: 'most_used' },
  'xdm.web.webInteraction.URL': { label: 'Link URL', group: 'most_used' },
  'xdm.web.webInteraction.linkClicks.value': { label: 'Link clicks', group: 'most_used' },
  'xdm.marketing.trackingCode': { label: 'Tracking code', group: 'most_used' },
  'xdm.commerce.order.purchaseID': { label: 'Order ID (purchaseID)', group: 'e_commerce' },
  'xdm.commerce.order.priceTotal': { label: 'Order total', group: 'e_commerce' },
  'xdm.commerce.order.currencyCode': { label: 'Currency', group: 'e_commerce' },
  'xdm.commerce.purchases.value': { label: 'Purchases', group: 'e_commerce' },
  'xdm.commerce.productViews.value': { label: 'Product views', group: 'e_commerce' },
  'xdm.commerce.productListAdds.value': { label: 'Cart additions', group: 'e_commerce' },
  'xdm.commerce.productListRemovals.value': { label: 'Cart removals', group: 'e_commerce' },
  'xdm.commerce.productListOpens.value': { label: 'Cart opens', group: 'e_commerce' },
  'xdm.commerce.productListViews.value': { label: 'Cart views', group: 'e_commerce' },
  'xdm.commerce.checkouts.value': { label: 'Checkouts', group: 'e_commerce' },
  'xdm.device.screenWidth': { label: 'Screen width', group: 'user' },
  'xdm.device.screenHeight': { label: 'Screen height', group: 'user' },
  'xdm.device.screenOrientation': { label: 'Screen orientation', group: 'user' },
  'xdm.environment.type': { label: 'Environment type', group: 'user' },
  'xdm.environment.browserDetails.viewportWidth': { label: 'Viewport width', group: 'user' },
  'xdm.environment.browserDetails.viewportHeight': { label: 'Viewport height', group: 'user' },
  'xdm.placeContext.localTime': { label: 'Local time', group: 'other' },
  'xdm.placeContext.localTimezoneOffset': { label: 'Time zone offset (minutes)', group: 'other' },
  'xdm.implementationDetails.name': { label: 'Library', group: 'other' },
  'xdm.implementationDetails.version': { label: 'Library version', group: 'other' },
  'xdm.implementationDetails.environment': { label: 'Library environment', group: 'other' },
  'meta.state.domain': { label: 'Cookie domain', group: 'other' },
  'meta.state.cookiesEnabled': { label: 'Cookies enabled', group: 'consent_mode' },
};

/** `xdm.productListItems[0].SKU` reads "Product 1: SKU". */
function productLabel(rest: string): string {
  const close = rest.indexOf(']');
  const index = Number(rest.slice(0, close));
  if (close === -1 || !Number.isInteger(index)) return `Products: ${rest}`;
  const field = rest.slice(close + 1).replace(/^\./, '');
  return field.length > 0 ? `Product ${index + 1}: ${field}` : `Product ${index + 1}`;
}

/** Where the Adobe Analytics ExperienceEvent field group keeps its variables (Adobe's variable mapping). */
const ANALYTICS = 'xdm._experience.analytics.';

/**
 * `event1to100.event52.value` reads "event52", its `.id` "event52 (serialization ID)"; anything else
 * under the field group keeps its path.
 */
function analyticsEventLabel(rest: string): string {
  const match = /^event\d+to\d+\.(event\d+)(?:\.(value|id))?$/.exec(rest);
  if (match === null) return `Adobe Analytics: ${rest}`;
  return match[2] === 'id' ? `${match[1]} (serialization ID)` : (match[1] ?? rest);
}

/**
 * A numbered list variable: `hier1.values[0]` reads "Hierarchy 1 (level 1)", `list1.list[0].value`
 * "List 1 (item 1)", `prop5.delimiter` "prop5 (delimiter)" (a list prop is a prop with a delimiter).
 */
function numberedLabel(word: string, entry: string): (rest: string) => string {
  return (rest) => {
    const match = /^[a-z]+(\d+)(?:\.(.+))?$/.exec(rest);
    if (match === null) return `${word}: ${rest}`;
    const item = /^(?:values\[(\d+)\]|list\[(\d+)\]\.value)$/.exec(match[2] ?? '');
    const index = item === null ? null : Number(item[1] ?? item[2]) + 1;
    const detail = index === null ? match[2] : `${entry} ${index}`;
    return detail === undefined ? `${word}${match[1]}` : `${word}${match[1]} (${detail})`;
  };
}

export const WEB_SDK_PATTERNS: readonly ParamPattern[] = [
  // The Adobe Analytics field group: the names Analytics reports use (eVar1, prop10, event52).
  {
    prefix: `${ANALYTICS}customDimensions.eVars.eVar`,
    group: 'custom_event_parameters',
    label: (rest) => `eVar${rest}`,
  },
  {
    prefix: `${ANALYTICS}customDimensions.props.prop`,
    group: 'custom_event_parameters',
    label: (rest) => `prop${rest}`,
  },
  {
    prefix: `${ANALYTICS}customDimensions.listProps.`,
    group: 'custom_event_parameters',
    label: numberedLabel('prop', 'item'),
  },
  {
    prefix: `${ANALYTICS}customDimensions.lists.`,
    group: 'custom_event_parameters',
    label: numberedLabel('List ', 'item'),
  },
  {
    prefix: `${ANALYTICS}customDimensions.hierarchies.`,
    group: 'custom_event_parameters',
    label: numberedLabel('Hierarchy ', 'level'),
  },
  { prefix: ANALYTICS, group: 'custom_event_parameters', label: analyticsEventLabel },
  { prefix: 'xdm.productListItems[', group: 'e_commerce', label: productLabel },
  { prefix: 'xdm.commerce.', group: 'e_commerce', label: (rest) => `Commerce: ${rest}` },
  { prefix: 'xdm.identityMap.', group: 'user', label: (rest) => `Identity: ${rest}` },
  { prefix: 'xdm.consentStrings', group: 'consent_mode', label: (rest) => `Consent string${rest}` },
  { prefix: 'meta.consent', group: 'consent_mode', label: (rest) => `Consent${rest}` },
  {
    prefix: 'data.__adobe.analytics.',
    group: 'custom_event_parameters',
    label: (rest) => `Adobe Analytics: ${rest}`,
  },
  {
    prefix: 'data.__adobe.target.',
    group: 'custom_event_parameters',
    label: (rest) => `Adobe Target: ${rest}`,
  },
  { prefix: 'data.', group: 'custom_event_parameters', label: (rest) => `Data: ${rest}` },
  { prefix: 'xdm._', group: 'custom_event_parameters', label: (rest) => `Custom XDM: _${rest}` },
  { prefix: 'xdm.web.', group: 'most_used', label: (rest) => `Web: ${rest}` },
  { prefix: 'xdm.device.', group: 'user', label: (rest) => `Device: ${rest}` },
  { prefix: 'xdm.environment.', group: 'user', label: (rest) => `Environment: ${rest}` },
  { prefix: 'xdm.', group: 'other', label: (rest) => `XDM: ${rest}` },
  { prefix: 'query.', group: 'other', label: (rest) => `Query: ${rest}` },
  { prefix: 'meta.', group: 'other', label: (rest) => `Meta: ${rest}` },
];
