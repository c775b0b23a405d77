import { describe, expect, it } from 'vitest';
import { revokeRefusal } from './staff.ts';

describe('revokeRefusal', () => {
  it('lets an admin revoke another admin while another admin remains', () => {
    expect(revokeRefusal({ actorId: 'a', targetId: 'b', adminCount: 2 })).toBeNull();
  });

  it('refuses an admin revoking themselves, even with other admins', () => {
    expect(revokeRefusal({ actorId: 'a', targetId: 'a', adminCount: 3 })).toBe('revokeSelf');
  });

  it('refuses removing the last admin', () => {
    expect(revokeRefusal({ actorId: 'a', targetId: 'b', adminCount: 1 })).toBe('lastAdmin');
  });
});
