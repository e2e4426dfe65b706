import type { KnownOrderStatus } from './schemas';

/** The path an order takes when nothing goes wrong, in order (docs/behaviour.md#account). */
const ORDER_STEP_PATH = ['pending', 'confirmed', 'inProcess', 'inShipping', 'delivered'] as const;

type OrderStepState = 'done' | 'current' | 'upcoming';

export interface OrderStep {
  status: KnownOrderStatus;
  state: OrderStepState;
  /** True for a step the order cannot move on from (rejected). */
  stop: boolean;
}

export type OrderProgress =
  | { kind: 'steps'; steps: OrderStep[] }
  /** A status the shop does not know (or none): shown as sent, without steps. */
  | { kind: 'unknown'; status: string };

/**
 * Where an order is on its way. A known status marks every step before it done and itself current. A rejected
 * order stops after Pending (the backend keeps no record of how far it had come), so its steps are Pending, then
 * Rejected as the current stop, and nothing after it.
 */
export function orderProgress(status: string): OrderProgress {
  if (status === 'rejected') {
    return {
      kind: 'steps',
      steps: [
        { status: 'pending', state: 'done', stop: false },
        { status: 'rejected', state: 'current', stop: true },
      ],
    };
  }
  const index = ORDER_STEP_PATH.findIndex((step) => step === status);
  if (index === -1) return { kind: 'unknown', status };
  return {
    kind: 'steps',
    steps: ORDER_STEP_PATH.map((step, position) => ({
      status: step,
      state: position < index ? 'done' : position === index ? 'current' : 'upcoming',
      stop: false,
    })),
  };
}
