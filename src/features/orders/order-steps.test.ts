import { describe, expect, it } from 'vitest';
import { orderProgress } from './order-steps';

/** The steps as `status:state`, the shape a reader of the dialog follows. */
function stepsOf(status: string) {
  const progress = orderProgress(status);
  return progress.kind === 'steps'
    ? progress.steps.map((step) => `${step.status}:${step.state}${step.stop ? ':stop' : ''}`)
    : progress;
}

describe('orderProgress', () => {
  it('pending: the first step is current, the rest are still to come', () => {
    expect(stepsOf('pending')).toEqual([
      'pending:current',
      'confirmed:upcoming',
      'inProcess:upcoming',
      'inShipping:upcoming',
      'delivered:upcoming',
    ]);
  });

  it('confirmed: pending is done', () => {
    expect(stepsOf('confirmed')).toEqual([
      'pending:done',
      'confirmed:current',
      'inProcess:upcoming',
      'inShipping:upcoming',
      'delivered:upcoming',
    ]);
  });

  it('inProcess', () => {
    expect(stepsOf('inProcess')).toEqual([
      'pending:done',
      'confirmed:done',
      'inProcess:current',
      'inShipping:upcoming',
      'delivered:upcoming',
    ]);
  });

  it('inShipping', () => {
    expect(stepsOf('inShipping')).toEqual([
      'pending:done',
      'confirmed:done',
      'inProcess:done',
      'inShipping:current',
      'delivered:upcoming',
    ]);
  });

  it('delivered: the last step is current, every other one done', () => {
    expect(stepsOf('delivered')).toEqual([
      'pending:done',
      'confirmed:done',
      'inProcess:done',
      'inShipping:done',
      'delivered:current',
    ]);
  });

  it('rejected: a stop after pending, with no steps after it', () => {
    expect(stepsOf('rejected')).toEqual(['pending:done', 'rejected:current:stop']);
  });

  it('an unknown status is kept as sent, without steps', () => {
    expect(orderProgress('onHold')).toEqual({ kind: 'unknown', status: 'onHold' });
    expect(orderProgress('Delivered')).toEqual({ kind: 'unknown', status: 'Delivered' });
    expect(orderProgress('')).toEqual({ kind: 'unknown', status: '' });
  });
});
