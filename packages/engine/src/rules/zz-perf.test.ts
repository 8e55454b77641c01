import { it } from 'vitest';
import { decode } from '../decode.js';
import { createSessionContext } from './define-rule.js';
import { PERSONAL_DATA_RULES } from './personal-data/index.js';
import { META_RULES } from './meta/index.js';
import { NAVIGATION_RULES } from './navigation/index.js';
it('perf', () => {
  const reqs = [
    ...decode({ url: 'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&gtm=45je4bk0&_p=1731923912345&cid=1698765432.1731923912&ul=en-gb&sr=1920x1080&uaa=x86&_s=3&sid=1731923912&sct=4&seg=1&dl=https%3A%2F%2Fshop.example.com%2Fproducts%2Fblue-shirt%3Fvariant%3D123456789%26utm_source%3Dnewsletter&dr=https%3A%2F%2Fwww.google.com%2F&dt=Blue%20Shirt%20%E2%80%93%20Shop&en=view_item&cu=EUR&epn.value=59.8&pr1=idSKU_123~nmBlue%20Shirt~pr29.90~qt2~caShirts&_et=1234' }),
    ...decode({ url: 'https://www.facebook.com/tr/?id=1234567890123456&ev=PageView&dl=https%3A%2F%2Fshop.example.com%2F&rl=&if=false&ts=1731923912345&sw=1920&sh=1080&v=2.9.176&r=stable&ec=0&o=4126&fbp=fb.1.1731923911000.123456789&it=1731923911900&coo=false&rqm=GET' }),
    ...decode({ url: 'https://shop.example.com/landing?utm_source=newsletter&utm_medium=email&gclid=Cj0KCQiA', type: 'navigation' }),
  ];
  const session = createSessionContext(reqs);
  const n = 30000;
  for (const [name, rules] of [['email', [PERSONAL_DATA_RULES[0]!]], ['phone', [PERSONAL_DATA_RULES[1]!]], ['pii', PERSONAL_DATA_RULES], ['meta', META_RULES], ['nav', NAVIGATION_RULES], ['pii', PERSONAL_DATA_RULES]] as const) {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) for (const r of reqs) for (const rule of rules) rule.check(r, session);
    console.log(`${name}: ${((performance.now() - t0) / (n * 3) * 1000).toFixed(2)}us/req`);
  }
  const t2 = performance.now();
  for (let i = 0; i < n; i++) for (const r of reqs) decode(r.captured);
  console.log(`decode ${((performance.now() - t2) / (n * 3) * 1000).toFixed(2)}us/req`);
});
