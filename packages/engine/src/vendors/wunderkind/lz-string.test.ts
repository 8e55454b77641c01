import { describe, expect, it } from 'vitest';
import { decompressFromEncodedURIComponent, LZ_LIMITS } from './lz-string.js';

describe('decompressFromEncodedURIComponent', () => {
  it('reads what lz-string packs', () => {
    expect(decompressFromEncodedURIComponent('BYUwNmD2Q')).toBe('hello');
    expect(decompressFromEncodedURIComponent('IZA')).toBe('a');
    // A run that makes the decoder name the entry it is building (the LZW special case).
    expect(decompressFromEncodedURIComponent('IYI17SKA')).toBe('abababababababab');
    expect(decompressFromEncodedURIComponent('G4SwziAuBcAeC8BGAZAT3gUgMIGYMEEBOIA')).toBe(
      'visit:x=1&y=%C3%A9',
    );
    expect(decompressFromEncodedURIComponent('Q')).toBe('');
  });

  it('reads a real payload, a `+` read as a space by a query parser included', () => {
    const packed =
      'CYcwXAlgzgygrgIygYwE4QQU1QXgGSiRQAKqmAbhAPZxQDCtALlQLbb6HICGyAFpgBUY+OAEccARjxRMINgDtGAfQjAo+biwAOXCCHmqcAJgCsAZgDsAFgsBOaTVTJMOBDXnOAHni4hMinAArKDwWKmAXAAY8AHdMJAhGTEMzK2jKKETDCQsJADZTSJMrMwAOWwtStIIKCGdDUuLbE1KLE1tUozyTI1aJUrwdP0pMGOzpTFE4f3rgHCt7ZAAbCH9GRgg2KEYubUlcgpMiizKLaOXVxS4tCHJsTKp5HB2QMxrKZxwtPEZeCFRgEodKhGABPJTbKioXyYJTAaBcBBLTBzABmXCWMh+AC8qPMjNEoFRUcpDEYQABreSogBiMVEvAAUqgoABxABqABlSMBbNjsQANLiMABK8l4eF4XABKjm5KpqIAEsQtKgAJIxUoAOQAiqJPJgAIImAWefQmACiAGkAPJAA';
    const text = decompressFromEncodedURIComponent(packed);
    expect(text).toContain('campaignid=2537479');
    expect(text).toContain('websiteid=340');
    expect(decompressFromEncodedURIComponent(packed.replaceAll('+', ' '))).toBe(text);
  });

  it('gives null for what is not a well-formed stream', () => {
    expect(decompressFromEncodedURIComponent('')).toBeNull();
    expect(decompressFromEncodedURIComponent('BYUw%mD2Q')).toBeNull();
    expect(decompressFromEncodedURIComponent('BYUwNmD2')).toBeNull();
    expect(decompressFromEncodedURIComponent('é')).toBeNull();
    expect(decompressFromEncodedURIComponent('////')).toBeNull();
  });

  it('stops at its limits on input and output', () => {
    expect(decompressFromEncodedURIComponent('A'.repeat(LZ_LIMITS.maxInput + 1))).toBeNull();
    // 'a' repeated: every code names the entry being built, each one longer than the last.
    const within =
      'IY18ZXTt-DFOS1b0c17Pd-wYUcSaWeRZVdTbXfQ408y62+x519z73-wMFDhI0WPETJU6TNlz5CxUuUrVa9Rs1btO3Xv0HDR4ydNnzFy1es3bd+w8dPnL12-cfPX7z99--AYFBwSGhYeERkVHRMbFx8QmJSckpqWnpGZlZ2Tm5efkFhUXFJaVl5RWVVdU1tXX1DY1NzS2tbe0dnV3dPb19-QODQ8Mjo2PjE5NT0zOzc-MLi0vLK6tr6xubW9s7u3v7B4dHxyenZ+cXl1fXN7d39w+PT88vr2-vH59f3z+-f-8AwFA4Eg0Fg8EQyFQ6Ew2Fw+EIxFI5Eo1Fo9EYzFY7E43F4-EEwlE4kk0lk8kUylU6k02l0+kMxlM5ks1ls9kczlc7k83l8-kCwVC4Ui0Vi8USyVS6Uy2Vy+UKxVK5Uq1Vq9UazVa7U63V6-UGw1G40m01m80Wy1W602212+0Ox1O50u11u90ez1e70+31+-0BwNB4Mh0Nh8MRyNR6Mx2Nx+MJxNJ5Mp1Np9MZzNZ7M53N5-MFwtF4sl0tl8sVytV6s12t1+sNxtN5st1tt9sdztd7s93t9-sDwdD4cj0dj8cTydT6cz2dz+cLxdL5cr1dr9cbzdb7c73d7-cHw9H48n09n88Xy9X683293+8Px9P58v19v98fz9f78-39--8AYBQHASBoFgeBEGQVB0EwbBcHwQhiFIchKGoWh6EYZhWHYThuF4fhBGEURxEkaRZHkRRlFUdRNG0XR9EMYxTHMSxrFsexHGcVx3E8bxfH8QJglCcJImiWJ4kSZJUnSTJslyfJCmKUpykqapanqRpmladpOm6Xp+kGYZRnGSZplmeZFmWVZ1k2bZdn2Q5jlOc5LmuW57keZ5XneT5vl+f5AWBUFwUhaFYXhRFkVRdFMWxXF8UJYlSXJSlqVpelGWZVl2U5bleX5QVhVFcVJWlWV5UVZVVXVTVtV1fVDWNU1zUta1bXtR1nVdd1PW9X1-UDYNQ3DSN9ZAA';
    const beyond =
      'IY18ZXTt-DFOS1b0c17Pd-wYUcSaWeRZVdTbXfQ408y62+x519z73-wMFDhI0WPETJU6TNlz5CxUuUrVa9Rs1btO3Xv0HDR4ydNnzFy1es3bd+w8dPnL12-cfPX7z99--AYFBwSGhYeERkVHRMbFx8QmJSckpqWnpGZlZ2Tm5efkFhUXFJaVl5RWVVdU1tXX1DY1NzS2tbe0dnV3dPb19-QODQ8Mjo2PjE5NT0zOzc-MLi0vLK6tr6xubW9s7u3v7B4dHxyenZ+cXl1fXN7d39w+PT88vr2-vH59f3z+-f-8AwFA4Eg0Fg8EQyFQ6Ew2Fw+EIxFI5Eo1Fo9EYzFY7E43F4-EEwlE4kk0lk8kUylU6k02l0+kMxlM5ks1ls9kczlc7k83l8-kCwVC4Ui0Vi8USyVS6Uy2Vy+UKxVK5Uq1Vq9UazVa7U63V6-UGw1G40m01m80Wy1W602212+0Ox1O50u11u90ez1e70+31+-0BwNB4Mh0Nh8MRyNR6Mx2Nx+MJxNJ5Mp1Np9MZzNZ7M53N5-MFwtF4sl0tl8sVytV6s12t1+sNxtN5st1tt9sdztd7s93t9-sDwdD4cj0dj8cTydT6cz2dz+cLxdL5cr1dr9cbzdb7c73d7-cHw9H48n09n88Xy9X683293+8Px9P58v19v98fz9f78-39--8AYBQHASBoFgeBEGQVB0EwbBcHwQhiFIchKGoWh6EYZhWHYThuF4fhBGEURxEkaRZHkRRlFUdRNG0XR9EMYxTHMSxrFsexHGcVx3E8bxfH8QJglCcJImiWJ4kSZJUnSTJslyfJCmKUpykqapanqRpmladpOm6Xp+kGYZRnGSZplmeZFmWVZ1k2bZdn2Q5jlOc5LmuW57keZ5XneT5vl+f5AWBUFwUhaFYXhRFkVRdFMWxXF8UJYlSXJSlqVpelGWZVl2U5bleX5QVhVFcVJWlWV5UVZVVXVTVtV1fVDWNU1zUta1bXtR1nVdd1PW9X1-UDYNQ3DSNo1jeNE2TVN00zbNc3zQti1LctK2rWt60bZtW3bTtu17ftB2HUdx0nadZ3nRdl1XddN23Xd90PY9T3PS9r1ve9H2fV930-b9f3-QDgNA8DIOg2D4MQ7IQA';
    expect(decompressFromEncodedURIComponent(within)).toBe('a'.repeat(250_000));
    expect(decompressFromEncodedURIComponent(beyond)).toBeNull();
  });
});
