import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

const COLLECTOR = 'https://684fc53c.akstat.io/';
const MPULSE = 'h.key=XXXXX-YYYYY-ZZZZZ-XXXXX-YYYYY&h.d=www.example.com&h.t=1421874698124&h.cr=abc';

// Fields of a real boomerang 1.737.60 page-load beacon (POSTed to basicrum's catcher, its README),
// here with mPulse's fields and sent to an mPulse collector.
const PAGE_LOAD =
  'mob.etype=4g&mob.dl=10&mob.rtt=50&c.e=l544045p&c.tti.m=lt&pt.lcp=1234&rt.start=navigation&rt.tstart=1656779946253&rt.end=1656779948292&t_resp=941&t_page=1098&t_done=2039&rt.tt=2039&rt.obo=0&pt.fcp=1234&nt_nav_type=0&u=https%3A%2F%2Fcalendar.perfplanet.com%2F2021%2F&v=1.737.60&sv=14&sm=p&rt.si=f7504dae-b2e1-464b-a28e-1311ab4de139-reejl6&rt.ss=1656779946253&rt.sl=1&vis.st=visible&pid=ifvwnpyy&n=1';

const post = (postData: string) => decode({ url: COLLECTOR, method: 'POST', postData });

describe('boomerang beacons', () => {
  it('reads a POSTed page-load beacon: page_view, the API key as the account', () => {
    const events = post(`${PAGE_LOAD}&${MPULSE}`);
    expect(events.map((event) => [event.category, event.eventName, event.accountID])).toEqual([
      ['AKAMAIMPULSE', 'page_view', 'XXXXX-YYYYY-ZZZZZ-XXXXX-YYYYY'],
    ]);
    const labels = new Map(events[0]?.parameters.map((param) => [param.name, param.label]));
    expect(labels.get('t_done')).toBe('Page load time (ms)');
    expect(labels.get('pt.lcp')).toBe('Largest contentful paint');
    expect(labels.get('c.tti.m')).toBe('Continuity: tti.m');
  });

  it('names a beacon by its http.initiator, and the early and unload page-load beacons', () => {
    const nameOf = (extra: string) =>
      post(`${MPULSE}&u=https%3A%2F%2Fshop.example%2F&${extra}`)[0]?.eventName;
    expect(nameOf('http.initiator=spa_hard')).toBe('spa_hard');
    expect(nameOf('http.initiator=spa')).toBe('spa');
    expect(nameOf('http.initiator=xhr&pgu=https%3A%2F%2Fshop.example%2F')).toBe('xhr');
    expect(nameOf('http.initiator=error&err=~(~(m~%27boom))')).toBe('error');
    expect(nameOf('http.initiator=api&api=1&api.v=2&api.l=js')).toBe('api');
    expect(nameOf('early=1')).toBe('early_page_view');
    expect(nameOf('rt.quit=')).toBe('page_unload');
  });

  it('reads a GET beacon from its query, on the older mpstat.us collector too', () => {
    const events = decode({ url: `https://36d71138.mpstat.us/?${MPULSE}&rt.start=manual&t_done=5000` });
    expect(events.map((event) => [event.eventName, event.accountID])).toEqual([
      ['page_view', 'XXXXX-YYYYY-ZZZZZ-XXXXX-YYYYY'],
    ]);
  });
});
