import { describe, expect, it } from 'vitest';
import { isTimeZone } from './time-zone.ts';

describe('isTimeZone', () => {
  it('knows the IANA zones', () => {
    for (const zone of ['UTC', 'Europe/Paris', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      expect(isTimeZone(zone)).toBe(true);
    }
  });

  it('refuses what is not a zone, whatever a cookie holds', () => {
    for (const value of ['', 'Mars/Olympus_Mons', '../../etc/passwd', 'Europe/Paris; x=1']) {
      expect(isTimeZone(value)).toBe(false);
    }
    expect(isTimeZone(`Europe/${'A'.repeat(80)}`)).toBe(false);
    // Asked again, an unknown name is still refused (nothing was kept of it).
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
