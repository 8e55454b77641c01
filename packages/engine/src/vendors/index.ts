/**
 * The vendor registry: one line per vendor folder, in matching order. The Navigation vendor comes first
 * (a navigation is recognised by how it was captured, never by its URL). A completeness test keeps this
 * list, the folders and their fixtures in step.
 */
import type { Vendor } from './define-vendor.js';
import { facebookSdk } from './facebook-sdk/facebook-sdk.js';
import { facebook } from './facebook/facebook.js';
import { ga4 } from './ga4/ga4.js';
import { universalAnalytics } from './universal-analytics/universal-analytics.js';
import { googleAds } from './google-ads/google-ads.js';
import { gtm } from './gtm/gtm.js';
import { googleSignals } from './google-signals/google-signals.js';
import { pinterest } from './pinterest/pinterest.js';
import { bing } from './bing/bing.js';
import { teads } from './teads/teads.js';
import { contentSquare } from './content-square/content-square.js';
import { reddit } from './reddit/reddit.js';
import { twitter } from './twitter/twitter.js';
import { navigation } from './navigation/navigation.js';
import { tiktok } from './tiktok/tiktok.js';
import { tiktokPixel } from './tiktok-pixel/tiktok-pixel.js';
import { adobeLaunch } from './adobe-launch/adobe-launch.js';
import { adobeWebSdk } from './adobe-web-sdk/adobe-web-sdk.js';
import { msClarity } from './ms-clarity/ms-clarity.js';
import { dynamicYield } from './dynamic-yield/dynamic-yield.js';
import { linkedin } from './linkedin/linkedin.js';
import { snapchat } from './snapchat/snapchat.js';
import { criteo } from './criteo/criteo.js';
import { taboola } from './taboola/taboola.js';
import { outbrain } from './outbrain/outbrain.js';
import { quantcast } from './quantcast/quantcast.js';
import { yahoo } from './yahoo/yahoo.js';
import { amazonAds } from './amazon-ads/amazon-ads.js';
import { tradeDesk } from './trade-desk/trade-desk.js';
import { floodlight } from './floodlight/floodlight.js';
import { quora } from './quora/quora.js';
import { spotify } from './spotify/spotify.js';
import { awin } from './awin/awin.js';
import { impact } from './impact/impact.js';
import { rakuten } from './rakuten/rakuten.js';
import { adroll } from './adroll/adroll.js';
import { xandr } from './xandr/xandr.js';
import { stackadapt } from './stackadapt/stackadapt.js';
import { zemanta } from './zemanta/zemanta.js';
import { rtbHouse } from './rtb-house/rtb-house.js';
import { adform } from './adform/adform.js';
import { line } from './line/line.js';
import { mediamath } from './mediamath/mediamath.js';
import { seznamSklik } from './seznam-sklik/seznam-sklik.js';
import { nextdoor } from './nextdoor/nextdoor.js';
import { sojern } from './sojern/sojern.js';
import { cj } from './cj/cj.js';
import { shareasale } from './shareasale/shareasale.js';
import { tradedoubler } from './tradedoubler/tradedoubler.js';
import { googleAdManager } from './google-ad-manager/google-ad-manager.js';
import { partnerize } from './partnerize/partnerize.js';
import { webgains } from './webgains/webgains.js';
import { kakao } from './kakao/kakao.js';
import { vk } from './vk/vk.js';
import { podscribe } from './podscribe/podscribe.js';
import { yahooJapan } from './yahoo-japan/yahoo-japan.js';
import { mntn } from './mntn/mntn.js';
import { claritas } from './claritas/claritas.js';
import { adobeAnalytics } from './adobe-analytics/adobe-analytics.js';
import { matomo } from './matomo/matomo.js';
import { piwikPro } from './piwik-pro/piwik-pro.js';
import { segment } from './segment/segment.js';
import { rudderstack } from './rudderstack/rudderstack.js';
import { customerIo } from './customerio/customerio.js';
import { amplitude } from './amplitude/amplitude.js';
import { mixpanel } from './mixpanel/mixpanel.js';
import { hotjar } from './hotjar/hotjar.js';
import { fullstory } from './fullstory/fullstory.js';
import { heap } from './heap/heap.js';
import { posthog } from './posthog/posthog.js';
import { hubspot } from './hubspot/hubspot.js';
import { marketo } from './marketo/marketo.js';
import { pardot } from './pardot/pardot.js';
import { klaviyo } from './klaviyo/klaviyo.js';
import { braze } from './braze/braze.js';
import { adobeTarget } from './adobe-target/adobe-target.js';
import { adobeAudienceManager } from './adobe-audience-manager/adobe-audience-manager.js';
import { tealium } from './tealium/tealium.js';
import { mparticle } from './mparticle/mparticle.js';
import { snowplow } from './snowplow/snowplow.js';
import { pianoAnalytics } from './piano-analytics/piano-analytics.js';
import { optimizely } from './optimizely/optimizely.js';
import { plausible } from './plausible/plausible.js';
import { vercelAnalytics } from './vercel-analytics/vercel-analytics.js';
import { yandexMetrica } from './yandex-metrica/yandex-metrica.js';
import { chartbeat } from './chartbeat/chartbeat.js';
import { parsely } from './parsely/parsely.js';
import { logrocket } from './logrocket/logrocket.js';
import { crazyegg } from './crazyegg/crazyegg.js';
import { mouseflow } from './mouseflow/mouseflow.js';
import { googleOptimize } from './google-optimize/google-optimize.js';
import { fathom } from './fathom/fathom.js';
import { quantumMetric } from './quantum-metric/quantum-metric.js';
import { bizible } from './bizible/bizible.js';
import { sixsense } from './sixsense/sixsense.js';
import { demandbase } from './demandbase/demandbase.js';
import { zoominfo } from './zoominfo/zoominfo.js';
import { clearbit } from './clearbit/clearbit.js';
import { g2 } from './g2/g2.js';
import { intercom } from './intercom/intercom.js';
import { qualtrics } from './qualtrics/qualtrics.js';
import { medallia } from './medallia/medallia.js';
import { luckyOrange } from './lucky-orange/lucky-orange.js';
import { drift } from './drift/drift.js';
import { adobeEcid } from './adobe-ecid/adobe-ecid.js';
import { salesforcePersonalization } from './salesforce-personalization/salesforce-personalization.js';
import { vwo } from './vwo/vwo.js';
import { abtasty } from './abtasty/abtasty.js';
import { kameleoon } from './kameleoon/kameleoon.js';
import { cloudflareWebAnalytics } from './cloudflare-web-analytics/cloudflare-web-analytics.js';
import { pendo } from './pendo/pendo.js';
import { umami } from './umami/umami.js';
import { wpcomStats } from './wpcom-stats/wpcom-stats.js';
import { adobeHeartbeat } from './adobe-heartbeat/adobe-heartbeat.js';
import { adobeDtm } from './adobe-dtm/adobe-dtm.js';
import { comscore } from './comscore/comscore.js';
import { nielsen } from './nielsen/nielsen.js';
import { brevo } from './brevo/brevo.js';
import { lytics } from './lytics/lytics.js';
import { indicative } from './indicative/indicative.js';
import { split } from './split/split.js';
import { glassbox } from './glassbox/glassbox.js';
import { merkleMerkury } from './merkle-merkury/merkle-merkury.js';
import { omniconvert } from './omniconvert/omniconvert.js';
import { vibes } from './vibes/vibes.js';
import { ensighten } from './ensighten/ensighten.js';
import { invoca } from './invoca/invoca.js';
import { webtrends } from './webtrends/webtrends.js';
import { marketoRtp } from './marketo-rtp/marketo-rtp.js';
import { techtarget } from './techtarget/techtarget.js';
import { partnerstack } from './partnerstack/partnerstack.js';
import { capterra } from './capterra/capterra.js';
import { cheq } from './cheq/cheq.js';
import { datadogRum } from './datadog-rum/datadog-rum.js';
import { newRelic } from './new-relic/new-relic.js';
import { branch } from './branch/branch.js';
import { akamaiMpulse } from './akamai-mpulse/akamai-mpulse.js';
import { tvsquared } from './tvsquared/tvsquared.js';
import { influ2 } from './influ2/influ2.js';
import { chartable } from './chartable/chartable.js';
import { wunderkind } from './wunderkind/wunderkind.js';
import { ias } from './ias/ias.js';
import { moat } from './moat/moat.js';
import { liveperson } from './liveperson/liveperson.js';
import { coremetrics } from './coremetrics/coremetrics.js';
import { bazaarvoice } from './bazaarvoice/bazaarvoice.js';
import { sfmcCollect } from './sfmc-collect/sfmc-collect.js';
import { certona } from './certona/certona.js';
import { liveramp } from './liveramp/liveramp.js';
import { salesforceAudienceStudio } from './salesforce-audience-studio/salesforce-audience-studio.js';
import { adobeAdvertising } from './adobe-advertising/adobe-advertising.js';
import { siteimprove } from './siteimprove/siteimprove.js';
import { optinmonster } from './optinmonster/optinmonster.js';
import { wixAnalytics } from './wix-analytics/wix-analytics.js';
import { everyaction } from './everyaction/everyaction.js';
import { airpr } from './airpr/airpr.js';
import { smarterhq } from './smarterhq/smarterhq.js';
import { leadsrx } from './leadsrx/leadsrx.js';
import { securedvisit } from './securedvisit/securedvisit.js';
import { googleMerchantCenter } from './google-merchant-center/google-merchant-center.js';
import { shopify } from './shopify/shopify.js';
import { mappIntelligence } from './mapp-intelligence/mapp-intelligence.js';
import { gemius } from './gemius/gemius.js';
import { snoobi } from './snoobi/snoobi.js';
import { topMailRu } from './top-mail-ru/top-mail-ru.js';
import { liveInternet } from './liveinternet/liveinternet.js';
import { vtexSearch } from './vtex-search/vtex-search.js';
import { marfeel } from './marfeel/marfeel.js';
import { permutive } from './permutive/permutive.js';
import { blue } from './blue/blue.js';
import { groovinads } from './groovinads/groovinads.js';
import { pangle } from './pangle/pangle.js';

export const VENDORS: readonly Vendor[] = [
  navigation,
  ga4,
  universalAnalytics,
  facebookSdk,
  facebook,
  googleAds,
  gtm,
  googleSignals,
  pinterest,
  bing,
  teads,
  contentSquare,
  reddit,
  twitter,
  tiktok,
  tiktokPixel,
  adobeLaunch,
  adobeWebSdk,
  msClarity,
  dynamicYield,
  linkedin,
  snapchat,
  criteo,
  taboola,
  outbrain,
  quantcast,
  yahoo,
  amazonAds,
  tradeDesk,
  floodlight,
  quora,
  spotify,
  awin,
  impact,
  rakuten,
  adroll,
  xandr,
  stackadapt,
  zemanta,
  rtbHouse,
  adform,
  line,
  mediamath,
  seznamSklik,
  nextdoor,
  sojern,
  cj,
  shareasale,
  tradedoubler,
  googleAdManager,
  partnerize,
  webgains,
  kakao,
  vk,
  podscribe,
  yahooJapan,
  mntn,
  claritas,
  adobeAnalytics,
  matomo,
  piwikPro,
  segment,
  rudderstack,
  customerIo,
  amplitude,
  mixpanel,
  hotjar,
  fullstory,
  heap,
  posthog,
  hubspot,
  marketo,
  pardot,
  klaviyo,
  braze,
  adobeTarget,
  adobeAudienceManager,
  tealium,
  mparticle,
  snowplow,
  pianoAnalytics,
  optimizely,
  plausible,
  vercelAnalytics,
  yandexMetrica,
  chartbeat,
  parsely,
  logrocket,
  crazyegg,
  mouseflow,
  googleOptimize,
  fathom,
  quantumMetric,
  bizible,
  sixsense,
  demandbase,
  zoominfo,
  clearbit,
  g2,
  intercom,
  qualtrics,
  medallia,
  luckyOrange,
  drift,
  adobeEcid,
  salesforcePersonalization,
  vwo,
  abtasty,
  kameleoon,
  cloudflareWebAnalytics,
  pendo,
  umami,
  wpcomStats,
  adobeHeartbeat,
  adobeDtm,
  comscore,
  nielsen,
  brevo,
  lytics,
  indicative,
  split,
  glassbox,
  merkleMerkury,
  omniconvert,
  vibes,
  ensighten,
  invoca,
  webtrends,
  marketoRtp,
  techtarget,
  partnerstack,
  capterra,
  cheq,
  datadogRum,
  newRelic,
  akamaiMpulse,
  branch,
  tvsquared,
  influ2,
  chartable,
  wunderkind,
  ias,
  moat,
  liveperson,
  coremetrics,
  bazaarvoice,
  sfmcCollect,
  certona,
  liveramp,
  salesforceAudienceStudio,
  adobeAdvertising,
  siteimprove,
  optinmonster,
  wixAnalytics,
  everyaction,
  airpr,
  smarterhq,
  leadsrx,
  securedvisit,
  googleMerchantCenter,
  shopify,
  mappIntelligence,
  gemius,
  snoobi,
  topMailRu,
  liveInternet,
  vtexSearch,
  marfeel,
  permutive,
  blue,
  groovinads,
  pangle,
];
