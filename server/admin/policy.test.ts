import { describe, expect, it } from 'vitest';
import { canAdminister, removesAdminPower } from './policy';

const user = (account_type: string, is_active = 1) => ({ account_type, is_active });

describe('canAdminister', () => {
  it.each([
    ['an active admin', user('admin'), true],
    ['a disabled admin', user('admin', 0), false],
    ['a premium user', user('premium'), false],
    ['a free user', user('free'), false],
    ['an unknown account type', user('root'), false],
    ['nobody', null, false],
  ])('%s → %s', (_name, who, expected) => {
    expect(canAdminister(who)).toBe(expected);
  });
});

describe('removesAdminPower', () => {
  it.each([
    [user('admin'), { accountType: 'free' }, true],
    [user('admin'), { accountType: 'premium' }, true],
    [user('admin'), { accountType: 'admin' }, false],
    [user('admin'), { isActive: false }, true],
    [user('admin'), { isActive: true }, false],
    [user('admin', 0), { accountType: 'free' }, false],
    [user('free'), { isActive: false }, false],
    [user('premium'), { accountType: 'free' }, false],
  ])('%j with %j → %s', (target, change, expected) => {
    expect(removesAdminPower(target, change)).toBe(expected);
  });
});
