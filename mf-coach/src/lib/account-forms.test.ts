import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@app/api/contract';
import { checkPackage, checkPayment } from './account-forms';

describe('checkPackage', () => {
  it('sends the price in dollars, the name and the link trimmed', () => {
    expect(checkPackage({ name: ' Four ', sessions: '4', price: '$340', paymentUrl: ' https://buy.stripe.com/x ' })).toEqual({
      input: { name: 'Four', sessions: 4, price: 340, paymentUrl: 'https://buy.stripe.com/x' },
    });
    expect(checkPackage({ name: 'Intro', sessions: '1', price: '0', paymentUrl: '' })).toEqual({
      input: { name: 'Intro', sessions: 1, price: 0, paymentUrl: '' },
    });
  });

  it('names each field at fault with the contract’s message', () => {
    expect(checkPackage({ name: '', sessions: '0', price: '', paymentUrl: 'http://pay.example.com' })).toEqual({
      errors: {
        name: ACCOUNT_MESSAGES.packageName,
        sessions: ACCOUNT_MESSAGES.sessions,
        price: ACCOUNT_MESSAGES.price,
        paymentUrl: ACCOUNT_MESSAGES.paymentUrl,
      },
    });
    expect(checkPackage({ name: 'Pack', sessions: '4', price: '10.005', paymentUrl: '' })).toEqual({
      errors: { price: ACCOUNT_MESSAGES.cents },
    });
  });
});

describe('checkPayment', () => {
  it('sends the amount in dollars with the day, the method and the note trimmed', () => {
    expect(checkPayment({ amount: '85.50', paidAt: '2026-03-02', method: 'check', note: ' #1042 ' })).toEqual({
      input: { amount: 85.5, paidAt: '2026-03-02', method: 'check', note: '#1042' },
    });
  });

  it('asks for an amount above 0, a date and a method', () => {
    expect(checkPayment({ amount: '0', paidAt: '', method: '', note: '' })).toEqual({
      errors: { amount: ACCOUNT_MESSAGES.amount, paidAt: ACCOUNT_MESSAGES.paidAt, method: ACCOUNT_MESSAGES.method },
    });
  });

  it('refuses an amount written with a decimal comma rather than recording a hundred times it', () => {
    expect(checkPayment({ amount: '85,50', paidAt: '2026-03-02', method: 'cash', note: '' })).toEqual({
      errors: { amount: ACCOUNT_MESSAGES.amount },
    });
  });
});
